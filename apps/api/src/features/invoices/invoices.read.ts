import { Readable } from 'node:stream';
import { dayStart } from '@servihogar/shared/calendar';
import {
  CBTE_TIPOS,
  comprobanteNumber,
  type Invoice,
  type InvoicesResponse,
} from '@servihogar/shared/invoices';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAdmin } from '../../accounts/ownership.ts';
import type { AppDeps } from '../../app-deps.ts';
import { invoices } from '../../db/tables/invoices.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { FileStream } from '../../lib/file-storage.ts';
import type { Caller } from '../../plugins/auth.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { printed } from './invoices.jobs.ts';

// GET /invoices and the PDF of one (decision 0068): a professional sees theirs, admins everyone's
// (by month, for the accountant); the PDF is drawn again from the stored comprobante each time.

type Deps = Pick<AppDeps, 'db' | 'config'>;
type Row = typeof invoices.$inferSelect;
const asociadas = alias(invoices, 'asociadas');
/** The issuer printed on the demo's comprobantes when ARCA is not configured. */
const DEMO_CUIT = '20111111112';

/** The first instant of YYYY-MM and of the month after, in Argentina. */
function monthRange(month: string): [Date, Date] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [dayStart(`${month}-01`), dayStart(`${next}-01`)];
}

const view = (row: Row, asociada: Row | null, admin: boolean): Invoice => ({
  _id: row.id,
  tipo: row.cbteTipo,
  tipoNombre: CBTE_TIPOS[row.cbteTipo] ?? String(row.cbteTipo),
  puntoVenta: row.puntoVenta,
  numero: row.estado === 'emitida' ? row.numero : null,
  cae: row.cae,
  caeVencimiento: row.caeVencimiento,
  fecha: row.estado === 'emitida' ? row.fecha : null,
  importe: row.importe,
  estado: row.estado as Invoice['estado'],
  mensaje: admin ? row.mensaje : null,
  receptor: row.receptor,
  docTipo: row.docTipo,
  docNro: row.docNro,
  concepto: row.concepto,
  asociado: asociada?.numero ? comprobanteNumber(asociada.puntoVenta, asociada.numero) : null,
  pdfUrl: row.estado === 'emitida' ? `/invoices/${row.id}/pdf` : null,
  createdAt: row.createdAt.toISOString(),
});

/** `GET /invoices`: the caller's comprobantes, or (admins) everyone's, of a month when asked. */
export async function listInvoices(
  { db, config }: Deps,
  caller: Caller,
  month?: string,
): Promise<InvoicesResponse> {
  const admin = isAdmin(caller);
  const where: SQL[] = admin ? [] : [eq(invoices.accountId, caller.id)];
  if (month) {
    const [from, to] = monthRange(month);
    where.push(gte(invoices.createdAt, from), lt(invoices.createdAt, to));
  }
  const rows = await db
    .select({ row: invoices, asociada: asociadas })
    .from(invoices)
    .leftJoin(asociadas, eq(asociadas.id, invoices.associatedId))
    .where(and(...where))
    .orderBy(desc(invoices.createdAt))
    .limit(admin ? 5000 : 500);
  return {
    configured: config.ARCA !== null,
    invoices: rows.map(({ row, asociada }) => view(row, asociada, admin)),
  };
}

/** `GET /invoices/{id}/pdf`: its owner or an admin; an invoice not issued has no PDF. */
export async function invoicePdfOf({ db, config }: Deps, caller: Caller, id: string): Promise<FileStream> {
  const [found] = await db
    .select({ row: invoices, asociada: asociadas })
    .from(invoices)
    .leftJoin(asociadas, eq(asociadas.id, invoices.associatedId))
    .where(eq(invoices.id, id));
  if (!found) throw new AppError(isAdmin(caller) ? 'NOT_FOUND' : 'FORBIDDEN');
  if (found.row.accountId !== caller.id && !isAdmin(caller)) throw new AppError('FORBIDDEN');
  if (found.row.estado !== 'emitida') throw new AppError('NOT_FOUND');
  const pdf = await invoicePdf(printed(found.row, found.asociada), {
    cuit: config.ARCA?.cuit ?? DEMO_CUIT,
    homologacion: config.ARCA?.env !== 'produccion',
  });
  return { body: Readable.from(pdf), contentType: 'application/pdf', size: pdf.length };
}
