import type { Subscription } from '@servihogar/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { subscriptionsKey } from './get-professional-status.ts';

export const mySubscriptionsKey = [...subscriptionsKey, 'mine'] as const;

/** `GET /subscriptions/mine`: the caller's own, newest first. */
export function useMySubscriptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: mySubscriptionsKey,
    queryFn: ({ signal }) => apiFetch<Subscription[]>('/subscriptions/mine', { signal }),
    enabled,
  });
}
