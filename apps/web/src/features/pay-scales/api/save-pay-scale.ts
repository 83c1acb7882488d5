import type { PayScale, PayScaleInput } from '@servihogar/shared/pay-scales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { payScaleKeys } from './keys.ts';

type Variables = { id?: string | undefined; row: PayScaleInput };

/** `POST /pay-scales` (a new row) or `PUT /pay-scales/{id}` (admin); the table is read again. */
export function useSavePayScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, row }: Variables) =>
      apiFetch<PayScale>(id ? `/pay-scales/${encodeURIComponent(id)}` : '/pay-scales', {
        method: id ? 'PUT' : 'POST',
        body: row,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payScaleKeys.all }),
  });
}
