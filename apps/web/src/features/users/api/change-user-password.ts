import type { ChangePasswordInput, MessageResponse } from '@servihogar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** `PUT /user/changePassword/{id}`; a wrong current password is a 400 with its field. */
export function useChangeUserPassword(id: string) {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      apiFetch<MessageResponse>(`/user/changePassword/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  });
}
