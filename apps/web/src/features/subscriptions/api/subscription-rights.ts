import type {
  SubscriptionResponse,
  SubscriptionRights,
  SubscriptionRightsResponse,
} from '@servihogar/shared/subscriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

/** `GET /subscriptions/rights` (Prestador): what the 'Botón de baja' and 'Botón de arrepentimiento' show. */
export function useSubscriptionRights({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionKeys.rights,
    queryFn: ({ signal }) => apiFetch<SubscriptionRights>('/subscriptions/rights', { signal }),
    enabled,
  });
}

/** 'Botón de baja' (`POST /subscriptions/baja`) or 'Botón de arrepentimiento' (`POST /subscriptions/{id}/arrepentimiento`). */
export function useExerciseRight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (right: { kind: 'baja' } | { kind: 'arrepentimiento'; subscriptionId: string }) =>
      apiFetch<SubscriptionRightsResponse>(
        right.kind === 'baja'
          ? '/subscriptions/baja'
          : `/subscriptions/${encodeURIComponent(right.subscriptionId)}/arrepentimiento`,
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

/** `PUT /subscriptions/{id}/refund` (Admin): the refund asked for was paid back. */
export function useMarkRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<SubscriptionResponse>(`/subscriptions/${encodeURIComponent(id)}/refund`, { method: 'PUT' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
