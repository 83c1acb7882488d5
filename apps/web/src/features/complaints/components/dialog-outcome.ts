import toast from 'react-hot-toast';
import { serverMessage } from '@/lib/api-client.ts';

/**
 * What an admin dialog does when its call ends: on success the server's message as a toast and the
 * dialog closes; on failure the spec's text (§8), with the server's reason when it gave one.
 */
export function dialogOutcome(failedText: string, setFailure: (text: string) => void, onClose: () => void) {
  return {
    onSuccess: (res: { message: string }) => {
      toast.success(res.message);
      onClose();
    },
    onError: (error: unknown) => {
      const detail = serverMessage(error, '');
      setFailure(detail ? `${failedText}: ${detail}` : failedText);
    },
  };
}
