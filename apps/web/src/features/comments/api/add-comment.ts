import type { AddCommentResponse, ProfileCommentInput } from '@servihogar/shared/comments';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

type Variables = { professionalId: string; body: ProfileCommentInput };

/** `POST /professionals/addComment/{id}` with the profile body (product §7). */
export function addComment({ professionalId, body }: Variables): Promise<AddCommentResponse> {
  return apiFetch<AddCommentResponse>(`/professionals/addComment/${encodeURIComponent(professionalId)}`, {
    method: 'POST',
    body,
  });
}

export function useAddComment() {
  return useMutation({ mutationFn: addComment });
}
