import type { Comment } from '@servihogar/shared/comments';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** `POST /professionals/comments/{id}/reply`: the reviewed professional's one public reply. */
export function useReplyToReview(commentId: string) {
  return useMutation({
    mutationFn: (reply: string) =>
      apiFetch<{ comment: Comment }>(`/professionals/comments/${encodeURIComponent(commentId)}/reply`, {
        method: 'POST',
        body: { reply },
      }),
  });
}
