import type { VerificationResponse } from '@servihogar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** GET /redactors/confirm/{token}: activates a redactor with the token e-mailed at creation. */
export function confirmRedactor(token: string): Promise<VerificationResponse> {
  return apiFetch<VerificationResponse>(`/redactors/confirm/${encodeURIComponent(token.trim())}`, {
    refreshOn403: false,
  });
}

export function useConfirmRedactor() {
  return useMutation({ mutationFn: confirmRedactor });
}
