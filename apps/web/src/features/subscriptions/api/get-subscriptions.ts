import type { Subscription } from '@servihogar/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

/** `GET /subscriptions` (admin), newest first. */
export function useSubscriptions() {
  return useQuery({
    queryKey: subscriptionKeys.list,
    queryFn: ({ signal }) => apiFetch<Subscription[]>('/subscriptions', { signal }),
  });
}
