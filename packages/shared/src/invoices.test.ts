import { describe, expect, it } from 'vitest';
import { FACTURA_C } from './invoices.testing.ts';
import {
  ARCA_QR_BASE,
  amountArs,
  arcaQrUrl,
  comprobanteNumber,
  creditNoteTipo,
  type Invoice,
  LIBRO_IVA_COLUMNS,
  libroIvaRows,
} from './invoices.ts';

const invoice = (over: Partial<Invoice>): Invoice => ({ ...FACTURA_C, ...over });

describe('invoices', () => {
  it('amounts in ARS with two decimals, rounded at the cent', () => {
    expect(amountArs(15000)).toBe('15000.00');
    expect(amountArs('12396.694')).toBe('12396.69');
    expect(amountArs(0.005)).toBe('0.01');
  });

  it('numbers as printed and the Nota de Crédito of each letter', () => {
    expect(comprobanteNumber(3, 15)).toBe('00003-00000015');
    expect(comprobanteNumber(3, null)).toBe('00003-—');
    expect([creditNoteTipo(11), creditNoteTipo(6)]).toEqual([13, 8]);
  });

  it("ARCA's QR: the base address and the JSON of RG 4892 in base64", () => {
    const url = arcaQrUrl({
      fecha: '2026-11-20',
      cuit: '20111111112',
      ptoVta: 3,
      tipoCmp: 11,
      nroCmp: 15,
      importe: '15000.50',
      tipoDocRec: 96,
      nroDocRec: '30111222',
      cae: '76123456789012',
    });
    expect(url.startsWith(ARCA_QR_BASE)).toBe(true);
    expect(JSON.parse(atob(url.slice(ARCA_QR_BASE.length)))).toEqual({
      ver: 1,
      fecha: '2026-11-20',
      cuit: 20111111112,
      ptoVta: 3,
      tipoCmp: 11,
      nroCmp: 15,
      importe: 15000.5,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 96,
      nroDocRec: 30111222,
      tipoCodAut: 'E',
      codAut: 76123456789012,
    });
  });

  it("the month's Libro IVA rows: issued comprobantes only, one cell per column, IVA of a Factura B", () => {
    const rows = libroIvaRows([
      invoice({}),
      invoice({ estado: 'pendiente', numero: null }),
      invoice({ tipo: 6, importe: '12100.00', numero: 2 }),
    ]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveLength(LIBRO_IVA_COLUMNS.length);
    expect(rows[0]!.slice(0, 11)).toEqual([
      '2026-11-20',
      '011',
      '00003',
      15,
      15,
      96,
      '30111222',
      'Ana Pérez',
      15000,
      15000,
      0,
    ]);
    expect(rows[1]!.slice(8, 11)).toEqual([12100, 10000, 2100]);
  });
});
