import type { AuditAction } from '@servihogar/shared/audit';
import { DAY_MS, type PaymentStatus, PLANS } from '@servihogar/shared/constants';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { Subscription } from '@servihogar/shared/subscriptions';
import { eq } from 'drizzle-orm';
import { accountRecipient } from '../../accounts/accounts.service.ts';
import type { AppDeps, MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { lockedRow } from '../../db/locked-row.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { enqueueInvoice } from '../invoices/invoices.service.ts';
import { paymentApprovedMail, paymentRejectedMail } from './lifecycle.mails.ts';
import { lockPaidUntil, type Payer, paidPeriodEnd, setPaidUntil } from './paid-period.service.ts';
import { notifyPayment } from './payment-notice.service.ts';
import { auditSubscription } from './subscription-audit.service.ts';
import { subscriptionView } from './subscription-view.service.ts';

type Row = typeof subscriptions.$inferSelect;

const AUDIT_ACTION: Record<PaymentStatus, AuditAction> = {
  confirmed: 'subscription.approve',
  failed: 'subscription.reject',
  pending: 'subscription.pending',
};

export const payerOf = (row: Row): Payer =>
  row.professionalId
    ? { kind: 'professional', id: row.professionalId }
    : { kind: 'account', id: row.accountId };

const planDays = (row: Row) => PLANS.find((p) => p.id === row.plan)!.days;

/**
 * Confirming adds the plan's days from max(now, current end) — from the trial's end during the trial —
 * and remembers the end it replaced.
 */
async function confirm(tx: Db, row: Row, now: Date) {
  const current = await lockPaidUntil(tx, payerOf(row));
  if (current === undefined) throw new AppError('NOT_FOUND');
  const endDate = await paidPeriodEnd(tx, payerOf(row), current, now, planDays(row));
  await setPaidUntil(tx, payerOf(row), endDate, now);
  return { endDate, previousPaidUntil: current };
}

/**
 * Taking a confirmation back removes exactly what it added: the previous end when nothing was paid
 * after it, else the plan's days off the current end (later periods move back with it).
 */
export async function unconfirm(tx: Db, row: Row) {
  const current = await lockPaidUntil(tx, payerOf(row));
  if (current) {
    const untouched = row.endDate && current.getTime() === row.endDate.getTime();
    const restored = untouched ? row.previousPaidUntil : new Date(current.getTime() - planDays(row) * DAY_MS);
    await setPaidUntil(tx, payerOf(row), restored);
  }
  return { endDate: null, previousPaidUntil: null };
}

/**
 * `PUT /subscriptions/{id}` (Admin), from any status to any status. Setting the status it already
 * has changes nothing (confirming twice never extends twice). Each change is audited; the payer is
 * e-mailed when approved and when rejected.
 */
export async function decideSubscription(
  deps: MailDeps & Pick<AppDeps, 'config'>,
  actor: Caller,
  id: string,
  status: PaymentStatus,
  now: Date,
): Promise<{ message: string; subscription: Subscription }> {
  const { db } = deps;
  const outcome = await db.transaction(async (tx) => {
    const row = await lockedRow(tx, subscriptions, id);
    if (row.refundRequestedAt) throw new AppError('CONFLICT', msg.subscriptionRights.refundLocked);
    if (row.paymentStatus === status) return { changed: false as const, row };
    const period =
      status === 'confirmed'
        ? await confirm(tx, row, now)
        : row.paymentStatus === 'confirmed'
          ? await unconfirm(tx, row)
          : { endDate: row.endDate, previousPaidUntil: row.previousPaidUntil };
    const [updated] = await tx
      .update(subscriptions)
      .set({ paymentStatus: status, ...period, decidedAt: now, decidedBy: actor.id })
      .where(eq(subscriptions.id, id))
      .returning();
    await auditSubscription(
      tx,
      actor.id,
      AUDIT_ACTION[status],
      id,
      {
        from: row.paymentStatus,
        to: status,
        plan: row.plan,
        endDate: period.endDate?.toISOString() ?? null,
      },
      now,
    );
    await mailPayer({ ...deps, db: tx }, updated!, now);
    // A confirmed period gets its comprobante at ARCA (a job; once per subscription).
    if (status === 'confirmed') {
      const period = { subscriptionId: id, accountId: row.accountId, professionalId: row.professionalId };
      const invoice = { ...period, sourceKey: `confirm:${id}`, plan: row.plan, hasta: updated!.endDate! };
      await enqueueInvoice(deps, tx, invoice, now);
    }
    return { changed: true as const, row: updated! };
  });

  const subscription = await subscriptionView(db, id);
  if (!outcome.changed) return { message: msg.subscription.unchanged, subscription };
  if (status === 'confirmed') {
    const fecha = formatLongDate(outcome.row.endDate!);
    return { message: fillMessage(msg.subscription.approved, { fecha }), subscription };
  }
  return {
    message: status === 'failed' ? msg.subscription.rejected : msg.subscription.pendingAgain,
    subscription,
  };
}

async function mailPayer({ db, mailer, publicUrl }: MailDeps, row: Row, now: Date) {
  if (row.paymentStatus === 'pending') return;
  const confirmed = row.paymentStatus === 'confirmed';
  const wantsMail = await notifyPayment(
    db,
    row,
    confirmed ? { confirmed, endDate: row.endDate! } : { confirmed },
    now,
  );
  if (!wantsMail) return;
  const payer = await accountRecipient(db, row.accountId);
  if (!payer) return;
  await mailer.send(
    row.paymentStatus === 'confirmed'
      ? paymentApprovedMail(payer, row.endDate!, publicUrl)
      : paymentRejectedMail(payer, publicUrl),
    db,
  );
}
