import type { UserEditBodyInput, UserUpdatedResponse } from '@servihogar/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { userKeys } from './keys.ts';

/** `PUT /user/edit/{id}`; the e-mail is not part of the body (not editable). */
export function useEditUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserEditBodyInput) =>
      apiFetch<UserUpdatedResponse>(`/user/edit/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: (res) => {
      if (res?.updatedUser) queryClient.setQueryData(userKeys.profile(id), res.updatedUser);
    },
  });
}
