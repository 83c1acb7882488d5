import { PLANS, type Role, type SubscriptionType } from './constants.ts';

/** The plans a subscription of this type may use: the professional ones, or 'premium' for clients. */
export const plansOfType = (type: SubscriptionType) => PLANS.filter((plan) => plan.type === type);

/** §6: 'professional' when the account's first role is Prestador, else 'user'. */
export const subscriptionTypeFor = (roles: readonly Role[]): SubscriptionType =>
  roles[0] === 'Prestador' ? 'professional' : 'user';

/** Mercado Pago charges monthly (decision 0038): only the plans of one month are offered there. */
export const MERCADO_PAGO_PLAN_DAYS = 30;
export const paysMonthly = (plan: { days: number }) => plan.days === MERCADO_PAGO_PLAN_DAYS;
