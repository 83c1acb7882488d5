import type { Subscription } from '@servihogar/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

/** `GET /subscriptions/mine`: the caller's own, newest first. */
export function useMySubscriptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionKeys.mine,
    queryFn: ({ signal }) => apiFetch<Subscription[]>('/subscriptions/mine', { signal }),
    enabled,
  });
}
