import type { RedactorCreatedResponse, RedactorSignupInput } from '@servihogar/shared/redactors';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

export function addRedactor(input: RedactorSignupInput): Promise<RedactorCreatedResponse> {
  return apiFetch<RedactorCreatedResponse>('/redactors/add', { method: 'POST', body: input });
}

export function useAddRedactor() {
  return useMutation({ mutationFn: addRedactor });
}
