import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { argentineDate } from '@servihogar/shared/solicitud-state';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { mercadoPagoPayments } from '../../db/tables/mercadopago-payments.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { renderMail } from '../../mail/mail-layout.ts';
import {
  PAYMENT_TOPICS,
  PREAPPROVAL_TOPICS,
  type SyncDeps,
  syncAuthorizedPayment,
  syncPreapproval,
} from './mercadopago.sync.ts';
import { auditSubscription } from './subscription-audit.ts';

// Mercado Pago's work that runs later (decision 0031): each signed notification is a keyed job that
// reads the resource from Mercado Pago and applies it (retried with backoff while Mercado Pago is
// unreachable), and a nightly reconciliation compares what we counted with what Mercado Pago charged.

export const MP_NOTIFICATION_JOB = 'mercadopago.notification';
const RECONCILE_JOB = 'mercadopago.reconcile';
/** The reconciliation runs once per Argentine day, from this hour on (UTC−3). */
const RECONCILE_HOUR = 3;
const RECONCILE_BATCH = 500;

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

/** What we recorded and what Mercado Pago says disagree: the text admins see, or null. */
async function findMismatch(deps: SyncDeps, tx: Db, row: typeof subscriptions.$inferSelect) {
  const preapproval = await deps.mp.getPreapproval(row.mpPreapprovalId!);
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
  if (row.paymentStatus === 'confirmed' && approved === 0 && preapproval.status !== 'authorized') {
    return fillMessage(msg.mercadoPago.mismatch, { detalle: msg.mercadoPago.mismatchMissingPayment });
  }
  return null;
}

/** The nightly reconciliation: flags (and e-mails admins about) every new disagreement. */
export async function reconcile(deps: SyncDeps, tx: Db, now: Date): Promise<number> {
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.method, 'mercadopago'), isNotNull(subscriptions.mpPreapprovalId)))
    .limit(RECONCILE_BATCH);
  const found: string[] = [];
  for (const row of rows) {
    const mismatch = await findMismatch(deps, tx, row);
    if (mismatch === row.mpMismatch) continue;
    await tx.update(subscriptions).set({ mpMismatch: mismatch }).where(eq(subscriptions.id, row.id));
    if (!mismatch) continue;
    found.push(`${row.id}: ${mismatch}`);
    await auditSubscription(tx, null, 'subscription.mpMismatch', row.id, { mismatch }, now);
  }
  if (found.length > 0) {
    const admins = await tx
      .select({ email: accounts.email, nombre: accounts.nombre })
      .from(accounts)
      .where(and(sql`${accounts.roles} @> array['Admin']::text[]`, isNull(accounts.deletedAt)));
    for (const admin of admins) {
      const mail = renderMail(
        admin.email,
        {
          subject: msg.mercadoPago.mismatchMailSubject,
          greeting: `Hola ${admin.nombre}:`,
          paragraphs: [msg.mercadoPago.mismatchMailIntro, ...found],
          action: { label: msg.subscriptionsAdmin.title, url: `${deps.publicUrl}/dash/pendingPayments` },
        },
        deps.publicUrl,
      );
      await deps.mailer.send(mail, tx);
    }
  }
  return found.length;
}

export function registerMercadoPagoJobs(deps: SyncDeps & Pick<AppDeps, 'jobs'>): void {
  deps.jobs.handle(MP_NOTIFICATION_JOB, async ({ topic, id }, { tx, now }) => {
    const [kind, resource] = [String(topic), String(id)];
    if (PREAPPROVAL_TOPICS.includes(kind)) return syncPreapproval(deps, tx, resource, now);
    if (PAYMENT_TOPICS.includes(kind)) return syncAuthorizedPayment(deps, tx, resource, now);
    deps.log.info({ topic: kind }, 'Mercado Pago: notification of another topic, ignored');
  });
  deps.jobs.handle(RECONCILE_JOB, async (_payload, { tx, now }) => {
    await reconcile(deps, tx, now);
  });
  deps.jobs.sweep('mercadopago', async (db, now) => {
    if (argentineHour(now) < RECONCILE_HOUR) return;
    const day = argentineDate(now);
    await enqueueJob(db, { kind: RECONCILE_JOB, key: `mercadopago:reconcile:${day}`, payload: { day } }, now);
  });
}
