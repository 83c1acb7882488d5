import type { ChangePasswordInput, MessageResponse } from '@servihogar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** `PUT /professionals/changePassword/{id}`; a wrong current password is a 400 with its field. */
export function useChangeProfessionalPassword(id: string) {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      apiFetch<MessageResponse>(`/professionals/changePassword/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
      }),
  });
}
