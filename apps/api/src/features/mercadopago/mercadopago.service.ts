import { PLANS } from '@servihogar/shared/constants';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { paysMonthly } from '@servihogar/shared/plans';
import { deriveLifecycle } from '@servihogar/shared/subscription-lifecycle';
import { type MercadoPagoCreated, subscriptionTypeFor } from '@servihogar/shared/subscriptions';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditSubscription } from '../subscriptions/subscription-audit.service.ts';
import { subscriptionView } from '../subscriptions/subscription-view.service.ts';
import { insertSubscription, payingProfessionalId } from '../subscriptions/subscriptions.service.ts';
import type { MercadoPago } from './mercadopago.client.ts';

type Deps = Pick<AppDeps, 'db' | 'publicUrl'>;

/** Where Mercado Pago sends the payer back: the page that shows the subscription's real state. */
export const mercadoPagoBackUrl = (publicUrl: string, id: string) =>
  `${publicUrl}/dash/mercadopago?ref=${encodeURIComponent(id)}`;

/**
 * When the first charge may happen: the end of the free trial while it runs, or the end of a paid
 * period still ahead (nothing is paid twice); else now (Mercado Pago then charges at once).
 */
async function firstChargeAt(db: Db, professionalId: string | null, now: Date): Promise<Date | null> {
  if (!professionalId) return null;
  const [pro] = await db.select().from(professionals).where(eq(professionals.id, professionalId));
  if (!pro) return null;
  const { free, trialEndsAt } = deriveLifecycle(pro, now);
  if (free === true && trialEndsAt) return trialEndsAt;
  if (pro.paidUntil && pro.paidUntil.getTime() > now.getTime()) return pro.paidUntil;
  return null;
}

/**
 * `POST /subscriptions/mercadopago`: a pending subscription paid by Mercado Pago. Its preapproval is
 * created at Mercado Pago (external_reference = our id) and the payer is sent to its init_point;
 * only the webhooks confirm it (decision 0038). Mercado Pago down: nothing is kept, 503.
 */
export async function startMercadoPago(
  deps: Deps,
  mp: MercadoPago,
  caller: Caller,
  planId: string,
  now: Date,
): Promise<MercadoPagoCreated> {
  const { db, publicUrl } = deps;
  const type = subscriptionTypeFor(caller.roles);
  const plan = PLANS.find((p) => p.id === planId)!;
  if (plan.type !== type) throw fieldError('subscriptionPlan', msg.subscription.wrongPlan);
  if (!paysMonthly(plan)) throw fieldError('subscriptionPlan', msg.mercadoPago.onlyMonthly);

  const [account] = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, caller.id));
  if (!account) throw new AppError('UNAUTHENTICATED');
  const professionalId = await payingProfessionalId(db, caller, type);
  const startAt = await firstChargeAt(db, professionalId, now);

  const payment = { method: 'mercadopago', mpStatus: 'pending', mpFirstChargeAt: startAt } as const;
  const id = await insertSubscription(db, caller, professionalId, plan, payment, now);
  let preapproval: Awaited<ReturnType<MercadoPago['createPreapproval']>>;
  try {
    preapproval = await mp.createPreapproval(
      {
        reason: fillMessage(msg.mercadoPago.reason, { plan: plan.name }),
        external_reference: id,
        payer_email: account.email,
        back_url: mercadoPagoBackUrl(publicUrl, id),
        auto_recurring: {
          frequency: 1,
          frequency_type: 'months',
          transaction_amount: plan.priceArs,
          currency_id: 'ARS',
          ...(startAt ? { start_date: startAt.toISOString() } : {}),
        },
      },
      id,
    );
    if (!preapproval.init_point || !preapproval.id) throw new Error('preapproval without id or init_point');
  } catch {
    await db.delete(subscriptions).where(eq(subscriptions.id, id));
    throw new AppError('UNAVAILABLE', msg.mercadoPago.gatewayFailed);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ mpPreapprovalId: preapproval.id, mpStatus: preapproval.status ?? 'pending' })
      .where(eq(subscriptions.id, id));
    await auditSubscription(
      tx,
      caller.id,
      'subscription.mpStart',
      id,
      { plan: plan.id, preapprovalId: preapproval.id, startDate: startAt?.toISOString() ?? null },
      now,
    );
  });
  return {
    message: msg.mercadoPago.created,
    initPoint: preapproval.init_point,
    subscription: await subscriptionView(db, id),
  };
}
