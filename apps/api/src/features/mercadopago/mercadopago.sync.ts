import { DAY_MS, PLANS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { paysMonthly } from '@servihogar/shared/plans';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { accountRecipient } from '../../accounts/accounts.service.ts';
import type { AppDeps, MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { mercadoPagoPayments } from '../../db/tables/mercadopago-payments.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { enqueueInvoice } from '../invoices/invoices.service.ts';
import {
  debitAuthorizedMail,
  paymentApprovedMail,
  paymentRejectedMail,
} from '../subscriptions/lifecycle.mails.ts';
import { lockPaidUntil, paidPeriodEnd, setPaidUntil } from '../subscriptions/paid-period.service.ts';
import { notifyPayment } from '../subscriptions/payment-notice.service.ts';
import { auditSubscription } from '../subscriptions/subscription-audit.service.ts';
import { payerOf } from '../subscriptions/subscription-decision.service.ts';
import { flagMismatch, refundDueMismatch } from './mercadopago.alerts.ts';
import type { AuthorizedPayment, MercadoPago, Preapproval } from './mercadopago.client.ts';

// What a Mercado Pago notification changes (decisions 0038, 0051). The notification only says "look at
// this id": the job reads the state from Mercado Pago's API outside any transaction, and these apply
// it, so a late, repeated or out-of-order notification reads the same current state and changes
// nothing twice. Charges are ordered by their own date and id, never by when we heard of them.

type Row = typeof subscriptions.$inferSelect;
type Log = { info: (obj: object, text: string) => void; warn: (obj: object, text: string) => void };
export type SyncDeps = MailDeps & Pick<AppDeps, 'config'> & { mp: MercadoPago; log: Log };

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

/** A preapproval read from Mercado Pago: its status (pending, authorized, paused, cancelled) is recorded. */
export async function syncPreapproval(
  deps: SyncDeps,
  tx: Db,
  id: string,
  preapproval: Preapproval | null,
  now: Date,
): Promise<void> {
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
  // Authorized before its first charge (during the trial): the payer is told when it will be.
  const ahead = row.mpFirstChargeAt && row.mpFirstChargeAt.getTime() > now.getTime();
  if (!confirm || !ahead || row.endDate) return;
  const to = await accountRecipient(tx, row.accountId);
  if (to) await deps.mailer.send(debitAuthorizedMail(to, row.mpFirstChargeAt!, deps.publicUrl), tx);
}

type Known = typeof mercadoPagoPayments.$inferSelect;
type Charge = { payment: AuthorizedPayment; chargedAt: Date; known: Known | undefined; latest: boolean };

const idOrder = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Whether no other decided charge of the subscription is later than this one (by date_created, then
 * id): only the latest charge says whether the subscription is confirmed or failed.
 */
async function isLatest(tx: Db, row: Row, id: string, chargedAt: Date): Promise<boolean> {
  const others = await tx
    .select({ id: mercadoPagoPayments.id, chargedAt: mercadoPagoPayments.chargedAt })
    .from(mercadoPagoPayments)
    .where(
      and(
        eq(mercadoPagoPayments.subscriptionId, row.id),
        ne(mercadoPagoPayments.id, id),
        isNull(mercadoPagoPayments.refundDueAt),
      ),
    );
  return others.every((other) => {
    const at = other.chargedAt?.getTime() ?? 0;
    return at < chargedAt.getTime() || (at === chargedAt.getTime() && idOrder(other.id, id) < 0);
  });
}

/** An authorized payment read from Mercado Pago: an approved charge extends the paid period once; a rejected one is a rejected payment. */
export async function syncAuthorizedPayment(
  deps: SyncDeps,
  tx: Db,
  id: string,
  payment: AuthorizedPayment | null,
  now: Date,
): Promise<void> {
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
  const chargedAt = payment.date_created ? new Date(payment.date_created) : (known?.chargedAt ?? now);
  const charge = { payment, chargedAt, known, latest: await isLatest(tx, row, paymentId, chargedAt) };
  if (status === 'approved') {
    // The account left before this charge (or withdrew this subscription): refunded, never counted.
    const left = row.mpCancelRequestedAt && chargedAt.getTime() >= row.mpCancelRequestedAt.getTime();
    if (left || row.refundRequestedAt) return refundDue(deps, tx, row, charge, now);
    return approve(deps, tx, row, charge, now);
  }
  if (status === 'rejected') return reject(deps, tx, row, charge, now);
  await record(tx, row, charge, { status, endDate: known?.endDate ?? null }, now);
}

async function record(
  tx: Db,
  row: Row,
  { payment, chargedAt }: Charge,
  fields: {
    status: string;
    endDate: Date | null;
    previousPaidUntil?: Date | null;
    refundDueAt?: Date | null;
  },
  now: Date,
) {
  const values = {
    ...fields,
    chargedAt,
    amount: payment.transaction_amount?.toString() ?? null,
    updatedAt: now,
  };
  await tx
    .insert(mercadoPagoPayments)
    .values({ id: String(payment.id), subscriptionId: row.id, createdAt: now, ...values })
    .onConflictDoUpdate({ target: mercadoPagoPayments.id, set: values });
}

async function refundDue(deps: SyncDeps, tx: Db, row: Row, charge: Charge, now: Date) {
  await record(tx, row, charge, { status: 'approved', endDate: null, refundDueAt: now }, now);
  const mismatch = await refundDueMismatch(tx, row.id);
  await flagMismatch(deps, tx, row, mismatch, msg.mercadoPago.refundDueMailIntro, now);
}

async function approve(deps: SyncDeps, tx: Db, row: Row, charge: Charge, now: Date) {
  const payer = payerOf(row);
  const current = await lockPaidUntil(tx, payer);
  if (current === undefined) return;
  // The days run from the charge's own date, however late we hear of it (from the trial's end
  // when charged during the trial).
  const endDate = await paidPeriodEnd(tx, payer, current, charge.chargedAt, daysOf(row));
  // A charge while its cancellation is on the way (dated before the baja) pays its days, no more.
  await setPaidUntil(tx, payer, endDate, row.mpCancelRequestedAt ? undefined : now);
  await record(tx, row, charge, { status: 'approved', endDate, previousPaidUntil: current }, now);
  // An older charge than one already decided adds its days; the later one keeps the status.
  const confirmed = row.paymentStatus === 'confirmed' || !charge.latest;
  await tx
    .update(subscriptions)
    .set({
      paymentStatus: charge.latest ? 'confirmed' : row.paymentStatus,
      endDate,
      previousPaidUntil: confirmed ? row.previousPaidUntil : current,
      decidedAt: confirmed ? row.decidedAt : now,
    })
    .where(eq(subscriptions.id, row.id));
  await audit(
    tx,
    row,
    { payment: String(charge.payment.id), status: 'approved', endDate: endDate.toISOString() },
    now,
  );
  // Each approved charge counted gets its comprobante at ARCA (a job; once per charge).
  const invoice = {
    sourceKey: `mp:${charge.payment.id}`,
    subscriptionId: row.id,
    accountId: row.accountId,
    professionalId: row.professionalId,
    plan: row.plan,
    importe: charge.payment.transaction_amount,
    hasta: endDate,
  };
  await enqueueInvoice(deps, tx, invoice, now);
  const wantsMail = await notifyPayment(tx, row, { confirmed: true, endDate }, now);
  const to = wantsMail ? await accountRecipient(tx, row.accountId) : null;
  if (to) await deps.mailer.send(paymentApprovedMail(to, endDate, deps.publicUrl), tx);
}

/**
 * A rejected charge follows a rejected proof: the subscription is 'failed' (when it is the latest
 * charge) and a charge counted before (approved, then rejected) gives its days back, exactly what it added.
 */
async function reject(deps: SyncDeps, tx: Db, row: Row, charge: Charge, now: Date) {
  const { known } = charge;
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
  const fields = { status: 'rejected', endDate: null, previousPaidUntil: null, refundDueAt: null };
  await record(tx, row, charge, fields, now);
  await tx
    .update(subscriptions)
    .set({
      paymentStatus: charge.latest ? 'failed' : row.paymentStatus,
      ...(known?.endDate ? { endDate: null } : {}),
    })
    .where(eq(subscriptions.id, row.id));
  const details = { payment: String(charge.payment.id), status: 'rejected', from: row.paymentStatus };
  await audit(tx, row, details, now);
  const wantsMail = await notifyPayment(tx, row, { confirmed: false }, now);
  const to = wantsMail ? await accountRecipient(tx, row.accountId) : null;
  if (to) await deps.mailer.send(paymentRejectedMail(to, deps.publicUrl), tx);
}
