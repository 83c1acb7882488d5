import { argentineDay } from '@servihogar/shared/calendar';
import { amountArs, comprobanteNumber } from '@servihogar/shared/invoices';
import { eq } from 'drizzle-orm';
import { accountRecipient } from '../../accounts/accounts.service.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { ArcaConfig } from '../../config-arca.ts';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/tables/invoices.table.ts';
import { ArcaUnavailable } from './arca.soap.ts';
import { accessTicket } from './arca.wsaa.ts';
import { type CaeRequest, createWsfe } from './arca.wsfe.ts';
import { invoicePdf, type PrintedInvoice } from './invoice-pdf.ts';
import { invoiceMail } from './invoices.mails.ts';
import { INVOICE_JOB } from './invoices.service.ts';

// The comprobante's job (decisions 0051, 0068). `fetch`, with no transaction open: the access
// ticket, then — when a number was already sent once — FECompConsultar for it (a lost answer is
// found, never issued twice), else FECompUltimoAutorizado + 1, kept on the row before
// FECAESolicitar. ARCA down or a number taken meanwhile: thrown, retried with the jobs' backoff
// while admins see "Factura pendiente" and why. A rejection is kept with ARCA's message, not retried.
// `apply`: the CAE stored with the period and the PDF e-mailed, in the job's transaction.

type Row = typeof invoices.$inferSelect;
type Outcome =
  | { kind: 'skip' }
  | { kind: 'rejected'; mensaje: string }
  | { kind: 'issued'; numero: number; fecha: string; cae: string; caeVencimiento: string; pdf: string };

const ymd = (day: string) => day.replaceAll('-', '');

function caeRequest(row: Row, numero: number, fecha: string, asociada: Row | null, cuit: string): CaeRequest {
  const total = Number(row.importe);
  const isB = row.cbteTipo === 6 || row.cbteTipo === 8;
  const neto = isB ? amountArs(total / 1.21) : amountArs(total);
  const iva = amountArs(total - Number(neto));
  return {
    CbteTipo: row.cbteTipo,
    Concepto: 2,
    DocTipo: row.docTipo,
    DocNro: row.docNro,
    CbteDesde: numero,
    CbteHasta: numero,
    CbteFch: ymd(fecha),
    ImpTotal: amountArs(total),
    ImpTotConc: '0.00',
    ImpNeto: neto,
    ImpOpEx: '0.00',
    ImpTrib: '0.00',
    ImpIVA: iva,
    FchServDesde: ymd(row.servicioDesde),
    FchServHasta: ymd(row.servicioHasta),
    FchVtoPago: ymd(fecha),
    MonId: 'PES',
    MonCotiz: 1,
    // 5: Consumidor Final.
    CondicionIVAReceptorId: 5,
    ...(asociada
      ? {
          CbtesAsoc: {
            CbteAsoc: {
              Tipo: asociada.cbteTipo,
              PtoVta: asociada.puntoVenta,
              Nro: asociada.numero!,
              Cuit: cuit,
              CbteFch: ymd(asociada.fecha!),
            },
          },
        }
      : {}),
    ...(isB ? { Iva: { AlicIva: { Id: 5 as const, BaseImp: neto, Importe: iva } } } : {}),
  };
}

const byId = async (db: Db, id: string) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0];

/** The fields the PDF and the mail print. */
export const printed = (row: Row, asociada: Row | null): PrintedInvoice => ({
  cbteTipo: row.cbteTipo,
  puntoVenta: row.puntoVenta,
  numero: row.numero!,
  fecha: row.fecha!,
  cae: row.cae!,
  caeVencimiento: row.caeVencimiento!,
  importe: row.importe,
  docTipo: row.docTipo,
  docNro: row.docNro,
  receptor: row.receptor,
  concepto: row.concepto,
  servicioDesde: row.servicioDesde,
  servicioHasta: row.servicioHasta,
  asociado: asociada?.numero ? comprobanteNumber(asociada.puntoVenta, asociada.numero) : null,
});

async function issue(db: Db, arca: ArcaConfig, row: Row, asociada: Row | null, now: Date): Promise<Outcome> {
  const wsfe = createWsfe(arca, await accessTicket(db, arca, now));
  const done = async (numero: number, fecha: string, cae: string, caeVencimiento: string) => {
    const pdf = await invoicePdf(printed({ ...row, numero, fecha, cae, caeVencimiento }, asociada), {
      cuit: arca.cuit,
      homologacion: arca.env === 'homologacion',
    });
    return { kind: 'issued' as const, numero, fecha, cae, caeVencimiento, pdf: pdf.toString('base64') };
  };
  if (row.numero !== null) {
    const found = await wsfe.consult(row.puntoVenta, row.cbteTipo, row.numero);
    if (found && found.docNro === row.docNro && amountArs(found.importe) === row.importe) {
      return done(row.numero, found.fecha, found.cae, found.caeVencimiento);
    }
  }
  const numero = (await wsfe.lastAuthorized(row.puntoVenta, row.cbteTipo)) + 1;
  const fecha = argentineDay(now);
  // Kept before it is sent: should the answer be lost, the next attempt asks for this number first.
  await db.update(invoices).set({ numero, fecha }).where(eq(invoices.id, row.id));
  const answer = await wsfe.authorize(row.puntoVenta, caeRequest(row, numero, fecha, asociada, arca.cuit));
  if (answer.ok) return done(numero, fecha, answer.cae, answer.caeVencimiento);
  if (answer.retry) throw new ArcaUnavailable(answer.mensaje);
  return { kind: 'rejected', mensaje: answer.mensaje };
}

/** The comprobante job, when ARCA is configured; none without it (nothing is enqueued then either). */
export function registerInvoiceJobs(deps: AppDeps): void {
  const arca = deps.config.ARCA;
  if (!arca) return;
  deps.jobs.handle<Outcome>(INVOICE_JOB, {
    fetch: async ({ id }, { db, now }) => {
      const row = await byId(db, String(id));
      if (row?.estado !== 'pendiente') return { kind: 'skip' };
      const asociada = row.associatedId ? ((await byId(db, row.associatedId)) ?? null) : null;
      if (asociada?.estado === 'rechazada') return { kind: 'rejected', mensaje: asociada.mensaje ?? '' };
      try {
        if (asociada && asociada.estado !== 'emitida')
          throw new ArcaUnavailable('La factura asociada está pendiente');
        return await issue(db, arca, row, asociada, now);
      } catch (error) {
        // Admins see why it is still pending; the job retries with backoff.
        const mensaje = error instanceof Error ? error.message.slice(0, 500) : String(error);
        await db.update(invoices).set({ mensaje }).where(eq(invoices.id, row.id));
        throw error;
      }
    },
    apply: async ({ id }, outcome, { tx, now }) => {
      if (outcome.kind === 'skip') return;
      const [row] = await tx
        .select()
        .from(invoices)
        .where(eq(invoices.id, String(id)))
        .for('update');
      if (row?.estado !== 'pendiente') return;
      if (outcome.kind === 'rejected') {
        await tx
          .update(invoices)
          .set({ estado: 'rechazada', mensaje: outcome.mensaje })
          .where(eq(invoices.id, row.id));
        return;
      }
      const { pdf, kind: _, ...issued } = outcome;
      const [updated] = await tx
        .update(invoices)
        .set({ ...issued, estado: 'emitida', mensaje: null, issuedAt: now })
        .where(eq(invoices.id, row.id))
        .returning();
      const to = row.accountId ? await accountRecipient(tx, row.accountId) : null;
      if (!to) return;
      const asociada = row.associatedId ? ((await byId(tx, row.associatedId)) ?? null) : null;
      await deps.mailer.send(
        invoiceMail(to, printed(updated!, asociada), Buffer.from(pdf, 'base64'), deps.publicUrl),
        tx,
      );
    },
  });
}
