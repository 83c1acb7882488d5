import type { VerificationResponse } from '@servihogar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /auth/{token}: activates a new client account with the token e-mailed at registration. */
export function verifyAccount(token: string): Promise<VerificationResponse> {
  return apiFetch<VerificationResponse>(`/auth/${encodeURIComponent(token.trim())}`, { refreshOn403: false });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
