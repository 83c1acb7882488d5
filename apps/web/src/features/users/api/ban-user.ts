import type { MessageResponse } from '@servihogar/shared/auth';
import type { BanUserBody } from '@servihogar/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { userKeys } from './keys.ts';

type Variables = { id: string } & BanUserBody;

export function banUser({ id, reason }: Variables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/banUser/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { reason },
  });
}

export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists }),
  });
}
