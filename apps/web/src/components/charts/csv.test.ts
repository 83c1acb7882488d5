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
    ).toBe('\uFEFFCategoría;Calificación\r\nPlomero;4,5\r\n"Pintor; ""el mejor""";3\r\n');
  });
});
