import type { Subscription } from '@servihogar/shared/subscriptions';

/** A subscription as the API answers it; a client's pending Premium unless overridden. */
export const aSubscription = (over: Partial<Subscription> = {}): Subscription => {
  const _id = over._id ?? 's1';
  return {
    _id,
    userFullName: 'Ana Pérez',
    professionalFullName: null,
    professionalId: null,
    subscriptionPlan: 'premium',
    endDate: null,
    paymentStatus: 'pending',
    createdAt: '2026-11-01T12:00:00.000Z',
    type: 'user',
    proofUrl: `/subscriptions/${_id}/proof`,
    ...over,
  };
};
