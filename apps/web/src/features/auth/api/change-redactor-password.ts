import type { MessageResponse } from '@servihogar/shared/auth';
import type { ForcedPasswordChangeBody } from '@servihogar/shared/redactors';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

type Variables = { userId: string } & ForcedPasswordChangeBody;

/** The forced change after a redactor's first sign-in; the changeToken came with `cambiar_password`. */
export function changeRedactorPassword({ userId, ...body }: Variables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/redactors/changePasswordAfterLogin/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body,
    refreshOn403: false,
  });
}

export function useChangeRedactorPassword() {
  return useMutation({ mutationFn: changeRedactorPassword });
}
