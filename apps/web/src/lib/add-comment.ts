import type {
  AddCommentResponse,
  ProfileCommentInput,
  RatingCommentInput,
} from '@servihogar/shared/comments';
import { apiFetch } from './api-client.ts';

/**
 * `POST /professionals/addComment/{id}`: a comment on the profile (product §7), or, with the
 * rating body, the rating that completes a solicitud (flujoCompleto).
 */
export function addComment(
  professionalId: string,
  body: ProfileCommentInput | RatingCommentInput,
): Promise<AddCommentResponse> {
  return apiFetch<AddCommentResponse>(`/professionals/addComment/${encodeURIComponent(professionalId)}`, {
    method: 'POST',
    body,
  });
}
