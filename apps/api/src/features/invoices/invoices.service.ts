import { addDays, argentineDay } from '@servihogar/shared/calendar';
import { DAY_MS, PLANS } from '@servihogar/shared/constants';
import { fillMessage } from '@servihogar/shared/format';
import { amountArs, creditNoteTipo, DOC_DNI, DOC_NONE } from '@servihogar/shared/invoices';
import * as msg from '@servihogar/shared/messages';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/tables/invoices.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { enqueueJob } from '../../jobs/jobs.ts';

// What the subscriptions feature calls, inside the transaction that confirms a period or records a
// refund (decision 0068): a comprobante row and its keyed job, written once per cause (`sourceKey`).
// Without ARCA configured nothing is written: nothing is issued.

export const INVOICE_JOB = 'invoices.issue';
export type InvoiceDeps = Pick<AppDeps, 'config'>;

export type ConfirmedPeriod = {
  /** `confirm:<subscription>` (an admin approved it) or `mp:<payment>` (Mercado Pago charged it). */
  sourceKey: string;
  subscriptionId: string;
  accountId: string;
  professionalId: string | null;
  plan: string;
  /** ARS; the plan's price when the charge does not say. */
  importe?: number | string | null;
  /** The end of the paid period this payment bought. */
  hasta: Date;
};

const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

async function buyer(tx: Db, accountId: string, professionalId: string | null) {
  if (professionalId) {
    const [pro] = await tx
      .select({ dni: professionals.dni, nombre: professionals.nombre, apellido: professionals.apellido })
      .from(professionals)
      .where(eq(professionals.id, professionalId));
    const dni = pro?.dni.replace(/\D/g, '') ?? '';
    if (pro && dni) return { docTipo: DOC_DNI, docNro: dni, receptor: `${pro.nombre} ${pro.apellido}` };
  }
  const [account] = await tx
    .select({ nombre: accounts.nombre, apellido: accounts.apellido })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return { docTipo: DOC_NONE, docNro: '0', receptor: account ? `${account.nombre} ${account.apellido}` : '' };
}

async function write(tx: Db, values: typeof invoices.$inferInsert, now: Date) {
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing({ target: invoices.sourceKey })
    .returning({ id: invoices.id });
  if (!row) return;
  await enqueueJob(tx, { kind: INVOICE_JOB, key: `invoice:${row.id}`, payload: { id: row.id } }, now);
}

/** A confirmed period gets its Factura (once per `sourceKey`), issued later by the job. */
export async function enqueueInvoice(deps: InvoiceDeps, tx: Db, period: ConfirmedPeriod, now: Date) {
  const arca = deps.config.ARCA;
  if (!arca) return;
  const plan = PLANS.find((p) => p.id === period.plan);
  if (!plan) return;
  const hasta = argentineDay(period.hasta);
  const desde = addDays(argentineDay(new Date(period.hasta.getTime() - plan.days * DAY_MS)), 1);
  await write(
    tx,
    {
      sourceKey: period.sourceKey,
      subscriptionId: period.subscriptionId,
      accountId: period.accountId,
      cbteTipo: arca.cbteTipo,
      puntoVenta: arca.ptoVta,
      importe: amountArs(period.importe ?? plan.priceArs),
      ...(await buyer(tx, period.accountId, period.professionalId)),
      concepto: fillMessage(msg.invoices.concept, {
        plan: plan.name,
        desde: ddmmyyyy(desde),
        hasta: ddmmyyyy(hasta),
      }),
      servicioDesde: desde,
      servicioHasta: hasta,
    },
    now,
  );
}

/**
 * Money given back for a subscription (a refund after the arrepentimiento): a Nota de Crédito
 * associated to its latest Factura not rejected, once per Factura.
 */
export async function enqueueCreditNote(deps: InvoiceDeps, tx: Db, subscriptionId: string, now: Date) {
  if (!deps.config.ARCA) return;
  const [factura] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.subscriptionId, subscriptionId),
        isNull(invoices.associatedId),
        ne(invoices.estado, 'rechazada'),
      ),
    )
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  if (!factura) return;
  const { id, numero, cae, caeVencimiento, fecha, mensaje, issuedAt, createdAt, estado, ...same } = factura;
  await write(
    tx,
    { ...same, sourceKey: `nc:${id}`, associatedId: id, cbteTipo: creditNoteTipo(factura.cbteTipo) },
    now,
  );
}
