import { DAY_MS, PLANS } from '@servihogar/shared/constants';
import { paysMonthly } from '@servihogar/shared/plans';
import { extendPaidUntil } from '@servihogar/shared/subscription-lifecycle';
import { eq } from 'drizzle-orm';
import { accountRecipient } from '../../accounts/accounts.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { mercadoPagoPayments } from '../../db/tables/mercadopago-payments.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { paymentApprovedMail, paymentRejectedMail } from './lifecycle.mails.ts';
import type { AuthorizedPayment, MercadoPago } from './mercadopago.client.ts';
import { lockPaidUntil, setPaidUntil } from './paid-period.ts';
import { auditSubscription } from './subscription-audit.ts';
import { payerOf } from './subscription-decision.service.ts';

// What a Mercado Pago notification changes (decision 0038). The notification only says "look at this
// id": the state is read from Mercado Pago's API, so a late, repeated or out-of-order notification
// reads the same current state and changes nothing twice.

type Row = typeof subscriptions.$inferSelect;
type Log = { info: (obj: object, text: string) => void; warn: (obj: object, text: string) => void };
export type SyncDeps = MailDeps & { mp: MercadoPago; log: Log };

export const PREAPPROVAL_TOPICS = ['subscription_preapproval', 'preapproval'];
export const PAYMENT_TOPICS = ['subscription_authorized_payment', 'authorized_payment'];

/** Mercado Pago's days for one approved charge: the plan's (monthly plans only are offered). */
const daysOf = (row: Row) => {
  const plan = PLANS.find((p) => p.id === row.plan)!;
  return paysMonthly(plan) ? plan.days : 30;
};

async function lockedRow(tx: Db, preapprovalId: string): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.mpPreapprovalId, preapprovalId))
    .for('update');
  return row;
}

const audit = (tx: Db, row: Row, details: Record<string, unknown>, now: Date) =>
  auditSubscription(tx, null, 'subscription.mpUpdate', row.id, details, now);

/** A preapproval notification: its status (pending, authorized, paused, cancelled) is recorded. */
export async function syncPreapproval(deps: SyncDeps, tx: Db, id: string, now: Date): Promise<void> {
  const preapproval = await deps.mp.getPreapproval(id);
  const row = preapproval && (await lockedRow(tx, preapproval.id));
  if (!preapproval || !row || (preapproval.external_reference && preapproval.external_reference !== row.id)) {
    deps.log.warn({ preapprovalId: id }, 'Mercado Pago: notification for an unknown preapproval, ignored');
    return;
  }
  if (row.mpStatus === preapproval.status) return;
  // Authorized: the subscription stands (its days come with each approved charge). Paused or
  // cancelled: no renewal; the days already paid run to their end.
  const confirm = preapproval.status === 'authorized' && row.paymentStatus === 'pending';
  await tx
    .update(subscriptions)
    .set({ mpStatus: preapproval.status, ...(confirm ? { paymentStatus: 'confirmed', decidedAt: now } : {}) })
    .where(eq(subscriptions.id, row.id));
  await audit(tx, row, { from: row.mpStatus, to: preapproval.status, preapprovalId: preapproval.id }, now);
}

/** An authorized payment notification: an approved charge extends the paid period once; a rejected one is a rejected payment. */
export async function syncAuthorizedPayment(deps: SyncDeps, tx: Db, id: string, now: Date): Promise<void> {
  const payment = await deps.mp.getAuthorizedPayment(id);
  const row = payment && (await lockedRow(tx, payment.preapproval_id));
  if (!payment || !row) {
    deps.log.warn({ authorizedPaymentId: id }, 'Mercado Pago: notification for an unknown payment, ignored');
    return;
  }
  const status = payment.payment?.status;
  if (!status) return; // scheduled, not charged yet
  const paymentId = String(payment.id);
  const [known] = await tx
    .select()
    .from(mercadoPagoPayments)
    .where(eq(mercadoPagoPayments.id, paymentId))
    .for('update');
  if (known?.status === status) return;
  if (status === 'approved') return approve(deps, tx, row, payment, now);
  if (status === 'rejected') return reject(deps, tx, row, payment, known, now);
  await record(tx, row, payment, { status, endDate: known?.endDate ?? null }, now);
}

async function record(
  tx: Db,
  row: Row,
  payment: AuthorizedPayment,
  fields: { status: string; endDate: Date | null; previousPaidUntil?: Date | null },
  now: Date,
) {
  const values = { ...fields, amount: payment.transaction_amount?.toString() ?? null, updatedAt: now };
  await tx
    .insert(mercadoPagoPayments)
    .values({ id: String(payment.id), subscriptionId: row.id, createdAt: now, ...values })
    .onConflictDoUpdate({ target: mercadoPagoPayments.id, set: values });
}

async function approve(deps: SyncDeps, tx: Db, row: Row, payment: AuthorizedPayment, now: Date) {
  const payer = payerOf(row);
  const current = await lockPaidUntil(tx, payer);
  if (current === undefined) return;
  const endDate = extendPaidUntil(current, now, daysOf(row));
  await setPaidUntil(tx, payer, endDate, now);
  await record(tx, row, payment, { status: 'approved', endDate, previousPaidUntil: current }, now);
  await tx
    .update(subscriptions)
    .set({
      paymentStatus: 'confirmed',
      endDate,
      previousPaidUntil: row.paymentStatus === 'confirmed' ? row.previousPaidUntil : current,
      decidedAt: row.paymentStatus === 'confirmed' ? row.decidedAt : now,
    })
    .where(eq(subscriptions.id, row.id));
  await audit(
    tx,
    row,
    { payment: String(payment.id), status: 'approved', endDate: endDate.toISOString() },
    now,
  );
  const to = await accountRecipient(tx, row.accountId);
  if (to) await deps.mailer.send(paymentApprovedMail(to, endDate, deps.publicUrl), tx);
}

/**
 * A rejected charge follows a rejected proof: the subscription is 'failed' and a charge counted
 * before (approved, then rejected) gives its days back, exactly what it added.
 */
async function reject(
  deps: SyncDeps,
  tx: Db,
  row: Row,
  payment: AuthorizedPayment,
  known: typeof mercadoPagoPayments.$inferSelect | undefined,
  now: Date,
) {
  if (known?.endDate) {
    const payer = payerOf(row);
    const current = await lockPaidUntil(tx, payer);
    if (current) {
      const untouched = current.getTime() === known.endDate.getTime();
      const restored = untouched
        ? known.previousPaidUntil
        : new Date(current.getTime() - daysOf(row) * DAY_MS);
      await setPaidUntil(tx, payer, restored);
    }
  }
  await record(tx, row, payment, { status: 'rejected', endDate: null, previousPaidUntil: null }, now);
  await tx
    .update(subscriptions)
    .set({ paymentStatus: 'failed', ...(known?.endDate ? { endDate: null } : {}) })
    .where(eq(subscriptions.id, row.id));
  await audit(tx, row, { payment: String(payment.id), status: 'rejected', from: row.paymentStatus }, now);
  const to = await accountRecipient(tx, row.accountId);
  if (to) await deps.mailer.send(paymentRejectedMail(to, deps.publicUrl), tx);
}
