import type { Subscription } from '@servihogar/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

type Options = {
  enabled?: boolean;
  /** Read again every this many ms while it says so (waiting for Mercado Pago's confirmation). */
  pollMs?: (data: Subscription[] | undefined) => number | false;
};

/** `GET /subscriptions/mine`: the caller's own, newest first. */
export function useMySubscriptions({ enabled = true, pollMs }: Options = {}) {
  return useQuery({
    queryKey: subscriptionKeys.mine,
    queryFn: ({ signal }) => apiFetch<Subscription[]>('/subscriptions/mine', { signal }),
    enabled,
    ...(pollMs
      ? { refetchInterval: (query: { state: { data?: Subscription[] } }) => pollMs(query.state.data) }
      : {}),
  });
}
