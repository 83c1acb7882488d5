import { argentineDay } from '@servihogar/shared/calendar';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { mercadoPagoPayments } from '../../db/tables/mercadopago-payments.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { flagMismatch, refundDueMismatch } from './mercadopago.alerts.ts';
import { type AuthorizedPayment, createMercadoPago, type Preapproval } from './mercadopago.client.ts';
import {
  PAYMENT_TOPICS,
  PREAPPROVAL_TOPICS,
  type SyncDeps,
  syncAuthorizedPayment,
  syncPreapproval,
} from './mercadopago.sync.ts';
import {
  cancelJob,
  cancelPreapproval,
  LIVE_PREAPPROVAL,
  MP_CANCEL_JOB,
} from './mercadopago-cancel.service.ts';

// Mercado Pago's work that runs later (decisions 0031, 0051): each signed notification is a keyed job
// that reads the resource from Mercado Pago (outside any transaction; retried with backoff while
// Mercado Pago is unreachable) and applies it; a nightly job per subscription compares what we
// counted with what Mercado Pago charged; a baja or a withdrawal cancels the preapproval (a job too).

export const MP_NOTIFICATION_JOB = 'mercadopago.notification';
const RECONCILE_JOB = 'mercadopago.reconcile';
const RECONCILE_ONE_JOB = 'mercadopago.reconcile.subscription';
/** The reconciliation runs once per Argentine day, from this hour on (UTC−3). */
const RECONCILE_HOUR = 3;

/** One job per delivery: Mercado Pago's x-request-id, so a repeated delivery is a no-op. */
export const notificationJobKey = (topic: string, id: string, requestId: string) =>
  `mercadopago:${topic}:${id}:${requestId}`;

export async function enqueueNotification(
  db: Db,
  input: { topic: string; id: string; requestId: string },
  now: Date,
): Promise<boolean> {
  return enqueueJob(
    db,
    {
      kind: MP_NOTIFICATION_JOB,
      key: notificationJobKey(input.topic, input.id, input.requestId),
      payload: { topic: input.topic, id: input.id },
    },
    now,
  );
}

const argentineHour = (now: Date) => new Date(now.getTime() - 3 * 3_600_000).getUTCHours();

type Row = typeof subscriptions.$inferSelect;

/** What we recorded and what Mercado Pago says disagree: the text admins see, or null. */
async function findMismatch(tx: Db, row: Row, preapproval: Preapproval | null) {
  if (!preapproval)
    return fillMessage(msg.mercadoPago.mismatch, { detalle: msg.mercadoPago.mismatchMissingPayment });
  const [{ approved } = { approved: 0 }] = await tx
    .select({ approved: sql<number>`count(*)::int` })
    .from(mercadoPagoPayments)
    .where(and(eq(mercadoPagoPayments.subscriptionId, row.id), eq(mercadoPagoPayments.status, 'approved')));
  const charged = preapproval.summarized?.charged_quantity ?? 0;
  if (charged !== approved) {
    const detalle = fillMessage(msg.mercadoPago.mismatchUnrecorded, {
      cantidad: String(charged),
      registrados: String(approved),
    });
    return fillMessage(msg.mercadoPago.mismatch, { detalle });
  }
  const refundDue = await refundDueMismatch(tx, row.id);
  if (refundDue) return refundDue;
  if (row.paymentStatus === 'confirmed' && approved === 0 && preapproval.status !== 'authorized') {
    return fillMessage(msg.mercadoPago.mismatch, { detalle: msg.mercadoPago.mismatchMissingPayment });
  }
  return null;
}

const lockedSubscription = async (tx: Db, id: string) =>
  (await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update'))[0];

/** The night's list: one reconciliation job per Mercado Pago subscription (written in one transaction). */
async function enqueueReconciliations(tx: Db, day: string, now: Date): Promise<void> {
  const rows = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.method, 'mercadopago'), isNotNull(subscriptions.mpPreapprovalId)));
  for (const { id } of rows) {
    const key = `mercadopago:reconcile:${day}:${id}`;
    await enqueueJob(tx, { kind: RECONCILE_ONE_JOB, key, payload: { id } }, now);
  }
}

/** Mercado Pago's jobs and sweep, when it is configured (MP_ACCESS_TOKEN); none without it. */
export function registerMercadoPagoJobs(appDeps: AppDeps, log: SyncDeps['log']): void {
  const mp = createMercadoPago(appDeps.config);
  if (!mp) return;
  const deps: SyncDeps & Pick<AppDeps, 'jobs'> = { ...appDeps, mp, log };
  type Read = { preapproval?: Preapproval | null; payment?: AuthorizedPayment | null };
  deps.jobs.handle<Read>(MP_NOTIFICATION_JOB, {
    fetch: async ({ topic, id }) => {
      if (PREAPPROVAL_TOPICS.includes(String(topic)))
        return { preapproval: await mp.getPreapproval(String(id)) };
      if (PAYMENT_TOPICS.includes(String(topic)))
        return { payment: await mp.getAuthorizedPayment(String(id)) };
      return {};
    },
    apply: async ({ topic, id }, read, { tx, now }) => {
      if (read.preapproval !== undefined) return syncPreapproval(deps, tx, String(id), read.preapproval, now);
      if (read.payment !== undefined) return syncAuthorizedPayment(deps, tx, String(id), read.payment, now);
      deps.log.info({ topic: String(topic) }, 'Mercado Pago: notification of another topic, ignored');
    },
  });
  deps.jobs.handle(MP_CANCEL_JOB, cancelJob(mp));
  deps.jobs.handle(RECONCILE_JOB, ({ day }, { tx, now }) => enqueueReconciliations(tx, String(day), now));
  deps.jobs.handle<Preapproval | null | undefined>(RECONCILE_ONE_JOB, {
    fetch: async ({ id }, { db }) => {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, String(id)));
      if (!row?.mpPreapprovalId) return undefined;
      const preapproval = await mp.getPreapproval(row.mpPreapprovalId);
      // Left, and Mercado Pago may still charge (its cancel job gave up): cancelled again.
      const live = preapproval && LIVE_PREAPPROVAL.includes(preapproval.status);
      if (live && row.mpCancelRequestedAt) return cancelPreapproval(mp, preapproval.id);
      return preapproval;
    },
    apply: async ({ id }, preapproval, { tx, now }) => {
      const row = await lockedSubscription(tx, String(id));
      if (!row || preapproval === undefined) return;
      const mismatch = await findMismatch(tx, row, preapproval);
      await flagMismatch(deps, tx, row, mismatch, msg.mercadoPago.mismatchMailIntro, now);
    },
  });
  deps.jobs.sweep('mercadopago', async (db, now) => {
    if (argentineHour(now) < RECONCILE_HOUR) return;
    const day = argentineDay(now);
    await enqueueJob(db, { kind: RECONCILE_JOB, key: `mercadopago:reconcile:${day}`, payload: { day } }, now);
  });
}
