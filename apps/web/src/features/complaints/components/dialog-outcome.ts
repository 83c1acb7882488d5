import { failureText, toastOutcome } from '@/lib/feedback.ts';

/**
 * What an admin dialog does when its call ends: on success the server's message as a toast and the
 * dialog closes; on failure the spec's text (§8), with the server's reason when it gave one.
 */
export function dialogOutcome(failedText: string, setFailure: (text: string) => void, onClose: () => void) {
  return {
    ...toastOutcome({
      success: (res: { message: string }) => res.message,
      failure: failedText,
      after: onClose,
    }),
    onError: (error: unknown) => setFailure(failureText(error, failedText, 'detail')),
  };
}
