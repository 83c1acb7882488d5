import type { ProfileCommentInput } from '@servihogar/shared/comments';
import { useMutation } from '@tanstack/react-query';
import { addComment } from '@/lib/add-comment.ts';

/** A comment on a professional's profile (product §7). */
export function useAddComment() {
  return useMutation({
    mutationFn: ({ professionalId, body }: { professionalId: string; body: ProfileCommentInput }) =>
      addComment(professionalId, body),
  });
}
