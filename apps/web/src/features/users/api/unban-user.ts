import type { MessageResponse } from '@servihogar/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { userKeys } from './keys.ts';

export function unbanUser(id: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/unbanUser/${encodeURIComponent(id)}`, { method: 'POST' });
}

export function useUnbanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbanUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists }),
  });
}
