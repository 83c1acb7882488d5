import * as msg from '@servihogar/shared/messages';
import { canWithdraw, withdrawable, withdrawalDeadline } from '@servihogar/shared/subscription-rights';
import type { Subscription, SubscriptionRights } from '@servihogar/shared/subscriptions';
import { and, eq } from 'drizzle-orm';
import { accountRecipient } from '../../accounts/accounts.service.ts';
import { writeAudit } from '../../accounts/audit.service.ts';
import type { AppDeps, MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { lockedRow } from '../../db/locked-row.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { enqueueCreditNote } from '../invoices/invoices.service.ts';
import { stopMercadoPago } from '../mercadopago/mercadopago-cancel.service.ts';
import { auditSubscription } from '../subscriptions/subscription-audit.service.ts';
import { unconfirm } from '../subscriptions/subscription-decision.service.ts';
import { subscriptionView } from '../subscriptions/subscription-view.service.ts';
import { bajaMail, refundedMail, withdrawalMail } from './rights.mails.ts';

async function ownProfessional(db: Db, caller: Caller, lock = false) {
  const query = db
    .select({ id: professionals.id, bajaAt: professionals.bajaAt, paidUntil: professionals.paidUntil })
    .from(professionals)
    .where(eq(professionals.accountId, caller.id));
  const [own] = lock ? await query.for('update') : await query;
  if (!own) throw new AppError('CONFLICT', msg.subscription.noProfessionalProfile);
  return own;
}

/** `GET /subscriptions/rights`: what the professional's 'Botón de baja' and 'Botón de arrepentimiento' show. */
export async function subscriptionRights(db: Db, caller: Caller, now: Date): Promise<SubscriptionRights> {
  const own = await ownProfessional(db, caller);
  const rows = await db
    .select({
      id: subscriptions.id,
      paymentStatus: subscriptions.paymentStatus,
      approvedAt: subscriptions.decidedAt,
      refundRequestedAt: subscriptions.refundRequestedAt,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, caller.id), eq(subscriptions.professionalId, own.id)));
  const target = withdrawable(rows, now);
  return {
    bajaAt: own.bajaAt?.toISOString() ?? null,
    paidUntil: own.paidUntil?.toISOString() ?? null,
    withdrawal: target
      ? { subscriptionId: target.id, deadline: withdrawalDeadline(target.approvedAt!).toISOString() }
      : null,
  };
}

/**
 * `POST /subscriptions/baja` ('Botón de baja'): renewal stops, the paid period runs to its end, and
 * the account's live Mercado Pago preapprovals are cancelled there (a job, decision 0051).
 * Recorded, audited and e-mailed in one transaction; pressing it again changes nothing.
 */
export async function cancelRenewal(deps: MailDeps, caller: Caller, now: Date) {
  const changed = await deps.db.transaction(async (tx) => {
    const own = await ownProfessional(tx, caller, true);
    // Whatever the door (signed in or not) and even pressed again: Mercado Pago stops charging.
    await stopMercadoPago(tx, caller.id, now);
    if (own.bajaAt) return false;
    await tx.update(professionals).set({ bajaAt: now }).where(eq(professionals.id, own.id));
    await writeAudit(
      tx,
      {
        actorAccountId: caller.id,
        action: 'subscription.cancel',
        targetType: 'professional',
        targetId: own.id,
        details: { paidUntil: own.paidUntil?.toISOString() ?? null },
      },
      now,
    );
    const to = await accountRecipient(tx, caller.id);
    if (to) await deps.mailer.send(bajaMail(to, own.paidUntil, now, deps.publicUrl), tx);
    return true;
  });
  return {
    message: changed ? msg.subscriptionRights.cancelled : msg.subscriptionRights.alreadyCancelled,
    rights: await subscriptionRights(deps.db, caller, now),
  };
}

/**
 * `POST /subscriptions/{id}/arrepentimiento` ('Botón de arrepentimiento'): within WITHDRAWAL_DAYS of
 * the approval, the payer asks for the refund; the days this payment added are taken back at once
 * (the subscription ends), Mercado Pago stops charging (as for the baja) and admins see the request
 * in the Subscripciones table.
 */
export async function withdraw(deps: MailDeps, caller: Caller, id: string, now: Date) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    if (!row || row.accountId !== caller.id) throw new AppError('FORBIDDEN');
    const rights = {
      paymentStatus: row.paymentStatus,
      approvedAt: row.decidedAt,
      refundRequestedAt: row.refundRequestedAt,
    };
    if (!canWithdraw(rights, now)) throw new AppError('CONFLICT', msg.subscriptionRights.withdrawNotAllowed);
    await unconfirm(tx, row);
    await stopMercadoPago(tx, caller.id, now);
    await tx
      .update(subscriptions)
      .set({ refundRequestedAt: now, endDate: now })
      .where(eq(subscriptions.id, id));
    const details = { plan: row.plan, approvedAt: row.decidedAt?.toISOString() ?? null };
    await auditSubscription(tx, caller.id, 'subscription.withdraw', id, details, now);
    const to = await accountRecipient(tx, caller.id);
    if (to) await deps.mailer.send(withdrawalMail(to, now, deps.publicUrl), tx);
  });
  return {
    message: msg.subscriptionRights.withdrawn,
    rights: await subscriptionRights(deps.db, caller, now),
  };
}

/** `PUT /subscriptions/{id}/refund` (Admin): the refund asked for was paid back. Audited and e-mailed. */
export async function markRefunded(
  deps: MailDeps & Pick<AppDeps, 'config'>,
  actor: Caller,
  id: string,
  now: Date,
): Promise<{ message: string; subscription: Subscription }> {
  await deps.db.transaction(async (tx) => {
    const row = await lockedRow(tx, subscriptions, id);
    if (!row.refundRequestedAt || row.refundedAt) {
      throw new AppError('CONFLICT', msg.subscriptionRights.noRefundRequested);
    }
    await tx
      .update(subscriptions)
      .set({ refundedAt: now, refundedBy: actor.id })
      .where(eq(subscriptions.id, id));
    await auditSubscription(tx, actor.id, 'subscription.refunded', id, { plan: row.plan }, now);
    // The money given back: a Nota de Crédito associated to the period's Factura (a job).
    await enqueueCreditNote(deps, tx, id, now);
    const to = await accountRecipient(tx, row.accountId);
    if (to) await deps.mailer.send(refundedMail(to, deps.publicUrl), tx);
  });
  return {
    message: msg.subscriptionRights.markedRefunded,
    subscription: await subscriptionView(deps.db, id),
  };
}
