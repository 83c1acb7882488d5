import type { LoginResponse } from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { ApiError, apiFetch, REFRESH_PATH } from '@/lib/api-client.ts';

let inflight: Promise<string> | null = null;

/**
 * GET /auth/refresh → a new access token. One call at a time: the refresh cookie rotates, and
 * sending the old one twice (StrictMode mounts effects twice) would revoke the whole session.
 */
export function refreshSession(): Promise<string> {
  inflight ??= apiFetch<Partial<LoginResponse> | undefined>(REFRESH_PATH)
    .then((body) => {
      if (!body?.accessToken)
        throw new ApiError('PARSING_ERROR', 'PARSING_ERROR', msg.redactor.unexpectedResponse);
      return body.accessToken;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
