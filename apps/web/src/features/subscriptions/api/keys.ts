import type { SubscriptionsQuery } from '@servihogar/shared/subscriptions';

// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  /** A page of every subscription (admin), per search, state and page. */
  list: (query: SubscriptionsQuery) => ['subscriptions', 'all', query] as const,
  mine: ['subscriptions', 'mine'] as const,
  statuses: ['subscriptions', 'status'] as const,
  status: (email: string) => ['subscriptions', 'status', email.toLowerCase()] as const,
  proof: (path: string | null) => ['subscriptions', 'proof', path] as const,
  /** The Prestador's 'Botón de baja' / 'Botón de arrepentimiento' state. */
  rights: ['subscriptions', 'rights'] as const,
  /** The buttons pressed without signing in (admin). */
  rightsRequests: ['subscriptions', 'rights-requests'] as const,
};
