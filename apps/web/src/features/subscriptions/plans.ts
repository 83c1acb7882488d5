import { type PaymentStatus, PLANS, type Plan, type PlanId, type Role } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { plansOfType, subscriptionTypeFor } from '@servihogar/shared/plans';

const ars = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });

export const formatPrice = (priceArs: number): string => ars.format(priceArs);

export const durationText = (days: number): string => `${days} días`;

/** The plans this account may pay: the professional ones, or 'Premium' for clients (§6 type). */
export const plansFor = (roles: readonly Role[]): Plan[] => plansOfType(subscriptionTypeFor(roles));

export const planName = (id: string): string => PLANS.find((p) => p.id === id)?.name ?? id;

/** What /dash/licenseTypes hands to /dash/licenseSelection in the navigation state. */
export type PlanState = { planId: PlanId };

/** The plan in the navigation state, if it is one this account may pay. */
export function planFromState(state: unknown, roles: readonly Role[]): Plan | null {
  const planId = (state as Partial<PlanState> | null)?.planId;
  return plansFor(roles).find((p) => p.id === planId) ?? null;
}

export const STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: msg.subscriptionsAdmin.filterPending,
  confirmed: msg.subscriptionsAdmin.filterConfirmed,
  failed: msg.subscriptionsAdmin.filterFailed,
};
