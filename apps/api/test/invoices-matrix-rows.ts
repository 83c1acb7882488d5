import { invoices } from '../src/db/tables/invoices.table.ts';
import type { TestApp } from './build-test-app.ts';
import { accountIdOf } from './business.ts';
import { adminOnly, type Row as MatrixRow, plainRow, signedIn } from './matrix.ts';

// Issue 46: ARCA's comprobantes. Everyone signed in lists their own (admins everyone's); a PDF is
// its owner's and the admins'. The matrix app has no ARCA: the rows read comprobantes written here.

type Context = { t: TestApp; clientEmail: string };

/** An issued Factura C of the Cliente's account. */
async function clientInvoice(c: Context) {
  const [row] = await c.t.db
    .insert(invoices)
    .values({
      sourceKey: `matrix:${crypto.randomUUID()}`,
      accountId: await accountIdOf(c.t.db, c.clientEmail),
      cbteTipo: 11,
      puntoVenta: 1,
      numero: 1,
      importe: '5000.00',
      docTipo: 99,
      docNro: '0',
      receptor: 'Cliente de prueba',
      concepto: 'Plan Premium de ServiHogar',
      servicioDesde: '2026-11-01',
      servicioHasta: '2026-11-30',
      estado: 'emitida',
      fecha: '2026-11-01',
      cae: '76000000000001',
      caeVencimiento: '2026-11-11',
    })
    .returning();
  return row!;
}

export const INVOICES_ROWS: MatrixRow<Context>[] = [
  plainRow('GET /invoices', signedIn(200)),
  {
    ...plainRow('GET /invoices', signedIn(200), { query: '?month=2026-11' }),
    endpoint: 'GET /invoices (a month)',
  },
  {
    endpoint: 'GET /invoices/{id}/pdf (the Cliente’s comprobante)',
    request: async (c) => ({ method: 'GET', url: `/invoices/${(await clientInvoice(c)).id}/pdf` }),
    expected: { ...adminOnly(200), Cliente: 200 },
  },
];
