import type { HideReviewBody } from '@servihogar/shared/solicitudes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** `POST /professionals/comments/{id}/hide` (Admin): hides a review or only its reply, with a reason. */
export function useHideReview(commentId: string) {
  return useMutation({
    mutationFn: (body: HideReviewBody) =>
      apiFetch<null>(`/professionals/comments/${encodeURIComponent(commentId)}/hide`, {
        method: 'POST',
        body,
      }),
  });
}
