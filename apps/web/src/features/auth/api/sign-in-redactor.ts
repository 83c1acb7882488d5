import type { LoginInput } from '@servihogar/shared/auth';
import type { RedactorLoginResponse } from '@servihogar/shared/redactors';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

export function signInRedactor(input: LoginInput): Promise<RedactorLoginResponse> {
  return apiFetch<RedactorLoginResponse>('/auth/loginRedactor', {
    method: 'POST',
    body: input,
    refreshOn403: false,
  });
}

export function useSignInRedactor() {
  return useMutation({ mutationFn: signInRedactor });
}
