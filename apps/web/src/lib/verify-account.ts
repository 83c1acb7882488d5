import type { MessageResponse, VerificationResponse } from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from './api-client.ts';

// Client sign-up, professional registration, the sign-in doors and the one-click page all verify, hence lib.

/** GET /auth/{token}: activates a new account with the token e-mailed at registration. */
export function verifyAccount(token: string): Promise<VerificationResponse> {
  return apiFetch<VerificationResponse>(`/auth/${encodeURIComponent(token.trim())}`, { refreshOn403: false });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}

/** POST /auth/resendVerification: a new verification mail (the server throttles it). */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<MessageResponse>('/auth/resendVerification', {
        method: 'POST',
        body: { email },
        refreshOn403: false,
      }),
  });
}

export type VerifyOutcome = { title: string; text: string; verified: boolean };

export const VERIFIED: VerifyOutcome = {
  title: msg.registration.verifiedTitle,
  text: msg.registration.verifiedText,
  verified: true,
};

/** Spec §8: the server refused the token ('Token inválido'), or the call itself failed ('Error'). */
export function verifyOutcome(result: VerificationResponse | undefined, error?: unknown): VerifyOutcome {
  if (!error && result?.ok) return VERIFIED;
  if (!error || (error instanceof ApiError && typeof error.status === 'number' && error.status < 500)) {
    const text = (error instanceof ApiError && error.message) || msg.registration.tokenIncorrect;
    return { title: msg.registration.tokenInvalid, text, verified: false };
  }
  return { title: msg.registration.verifyErrorTitle, text: msg.registration.verifyError, verified: false };
}
