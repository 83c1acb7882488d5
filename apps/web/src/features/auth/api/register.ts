import type { ClientRegistrationInput, MessageResponse } from '@servihogar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

export function registerClient(input: ClientRegistrationInput): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/auth/register', { method: 'POST', body: input, refreshOn403: false });
}

export function useRegisterClient() {
  return useMutation({ mutationFn: registerClient });
}
