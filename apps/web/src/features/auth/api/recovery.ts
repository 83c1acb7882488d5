import type { MessageResponse, RecoveryVerifyCodeInput } from '@servihogar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { RECOVERY_ROUTES, type RecoveryKind } from '../recovery-kind.ts';

export function sendRecoveryMail(kind: RecoveryKind, email: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(RECOVERY_ROUTES[kind].mail, {
    method: 'POST',
    body: { email },
    refreshOn403: false,
  });
}

export function verifyRecoveryCode(
  kind: RecoveryKind,
  input: RecoveryVerifyCodeInput,
): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(RECOVERY_ROUTES[kind].verify, {
    method: 'POST',
    body: input,
    refreshOn403: false,
  });
}

export function useSendRecoveryMail(kind: RecoveryKind) {
  return useMutation({ mutationFn: (email: string) => sendRecoveryMail(kind, email) });
}

export function useVerifyRecoveryCode(kind: RecoveryKind) {
  return useMutation({ mutationFn: (input: RecoveryVerifyCodeInput) => verifyRecoveryCode(kind, input) });
}
