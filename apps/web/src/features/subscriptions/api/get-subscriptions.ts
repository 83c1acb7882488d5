import type { SubscriptionsPage, SubscriptionsQuery } from '@servihogar/shared/subscriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

/** `GET /subscriptions` (admin): one page, newest first; search, state and paging on the server. */
export function useSubscriptions(query: SubscriptionsQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  return useQuery({
    queryKey: subscriptionKeys.list(query),
    queryFn: ({ signal }) => apiFetch<SubscriptionsPage>(`/subscriptions?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
