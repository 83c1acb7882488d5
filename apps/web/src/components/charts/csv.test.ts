import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes what a spreadsheet in Argentina opens: a BOM, semicolons, decimal commas, quoted text', () => {
    expect(
      toCsv(
        ['Categoría', 'Calificación'],
        [
          ['Plomero', 4.5],
          ['Pintor; "el mejor"', 3],
        ],
      ),
    ).toBe('\uFEFF"Categoría";"Calificación"\r\n"Plomero";4,5\r\n"Pintor; ""el mejor""";3\r\n');
  });

  it("starts text that a spreadsheet would run as a formula with a single quote (OWASP's rule); numbers stay numbers", () => {
    const formulas = ['=1+1', '+1', '-1', '@SUMA(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x")'];
    expect(
      toCsv(
        ['Texto'],
        formulas.map((text) => [text]),
      ),
    ).toBe(
      `\uFEFF"Texto"\r\n"'=1+1"\r\n"'+1"\r\n"'-1"\r\n"'@SUMA(A1)"\r\n"'\t=1"\r\n"'\r=1"\r\n"'=HYPERLINK(""http://x"")"\r\n`,
    );
    expect(toCsv(['Saldo'], [[-1.5], [0]])).toBe('\uFEFF"Saldo"\r\n-1,5\r\n0\r\n');
    expect(toCsv(['Texto'], [['a = b'], ['1-2'], ["'ya citado"]])).toBe(
      `\uFEFF"Texto"\r\n"a = b"\r\n"1-2"\r\n"'ya citado"\r\n`,
    );
  });
});
