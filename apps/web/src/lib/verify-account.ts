import type { VerificationResponse } from '@servihogar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

// Client sign-up and professional registration both end with this call, hence lib.

/** GET /auth/{token}: activates a new account with the token e-mailed at registration. */
export function verifyAccount(token: string): Promise<VerificationResponse> {
  return apiFetch<VerificationResponse>(`/auth/${encodeURIComponent(token.trim())}`, { refreshOn403: false });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
