import type { Subscription } from '@servihogar/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { subscriptionsKey } from './get-professional-status.ts';

export const allSubscriptionsKey = [...subscriptionsKey, 'all'] as const;

/** `GET /subscriptions` (admin), newest first. */
export function useSubscriptions() {
  return useQuery({
    queryKey: allSubscriptionsKey,
    queryFn: ({ signal }) => apiFetch<Subscription[]>('/subscriptions', { signal }),
  });
}
