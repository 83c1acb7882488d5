import { ApiError } from './api-client.ts';
import { notify } from './notify.ts';

/**
 * How a failure speaks to the user:
 * - 'refusal': the server's message when it refused the request (4xx: it speaks about the data),
 *   else the fallback (a 5xx or a network failure says nothing the user can act on);
 * - 'server': the server's message whenever the server answered, else the fallback;
 * - 'detail': the fallback, followed by the server's message when the server answered.
 */
export type FailureVoice = 'refusal' | 'server' | 'detail';

/** The one place where the web picks the Spanish text of a failed call. */
export function failureText(error: unknown, fallback: string, voice: FailureVoice = 'refusal'): string {
  if (!(error instanceof ApiError) || typeof error.status !== 'number') return fallback;
  if (voice === 'server') return error.message;
  if (voice === 'detail') return error.message ? `${fallback}: ${error.message}` : fallback;
  return error.status < 500 ? error.message : fallback;
}

type ToastOptions<R> = {
  /** The success toast: a text, or the text taken from the answer; no toast without it. */
  success?: string | ((res: R) => string);
  /** The error toast's fallback text (see `failureText`). */
  failure: string;
  voice?: FailureVoice;
  /** What else happens after a success (close a dialog, reset a form). */
  after?: (res: R) => void;
};

/** A mutation's `{ onSuccess, onError }` that tells the outcome in a toast. */
export function toastOutcome<R>({ success, failure, voice = 'server', after }: ToastOptions<R>) {
  return {
    onSuccess: (res: R) => {
      const text = typeof success === 'function' ? success(res) : success;
      if (text) notify.success(text);
      after?.(res);
    },
    onError: (error: unknown) => notify.error(failureText(error, failure, voice)),
  };
}
