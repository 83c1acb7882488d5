import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { payScaleKeys } from './keys.ts';

/** `DELETE /pay-scales/{id}` (admin); the table is read again. */
export function useDeletePayScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ deleted: true }>(`/pay-scales/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payScaleKeys.all }),
  });
}
