import * as msg from '@servihogar/shared/messages';
import { ApiError } from '@/lib/api-client.ts';

/** Spec §8 'Login': 400 and 401 have fixed texts, other statuses the server's, no answer its own. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 'FETCH_ERROR') return msg.login.noResponse;
  if (error.status === 400) return msg.login.status400;
  if (error.status === 401) return msg.login.status401;
  return error.message;
}

/** The 403 of a sign-in by an account whose e-mail is not verified yet. */
export const isNotVerified = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.message === msg.api.accountNotVerified;
