import type { MessageResponse } from '@servihogar/shared/auth';
import type { ProfessionalAction } from '@servihogar/shared/professionals-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminWaitingKey } from '@/lib/admin-waiting.ts';
import { apiFetch } from '@/lib/api-client.ts';
import { adminProfessionalKeys } from './keys.ts';

type Variables = { action: ProfessionalAction; id: string };

/** The 'Controles' actions (product §7): `POST /professionals/{action}` `{ professional_id }` → `{ message }`. */
export function useProfessionalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: Variables) =>
      apiFetch<MessageResponse>(`/professionals/${action}`, {
        method: 'POST',
        body: { professional_id: id },
      }),
    // The table is read again after each action, whatever its outcome.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProfessionalKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminWaitingKey }),
      ]),
  });
}
