import type { SubscriptionResponse, SubscriptionUpdate } from '@servihogar/shared/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminWaitingKey } from '@/lib/admin-waiting.ts';
import { apiFetch } from '@/lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

type Variables = { id: string } & SubscriptionUpdate;

/** `PUT /subscriptions/{id}` (admin): Aprobar = confirmed, Rechazar = failed; the list is read again (§4). */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentStatus }: Variables) =>
      apiFetch<SubscriptionResponse>(`/subscriptions/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { paymentStatus },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminWaitingKey }),
      ]),
  });
}
