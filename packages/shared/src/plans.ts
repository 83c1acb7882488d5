import { PLANS, type Role, type SubscriptionType } from './constants.ts';

/** The plans a subscription of this type may use: the professional ones, or 'premium' for clients. */
export const plansOfType = (type: SubscriptionType) => PLANS.filter((plan) => plan.type === type);

/** §6: 'professional' when the account's first role is Prestador, else 'user'. */
export const subscriptionTypeFor = (roles: readonly Role[]): SubscriptionType =>
  roles[0] === 'Prestador' ? 'professional' : 'user';
