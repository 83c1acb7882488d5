import type { MyCommentResponse } from '@servihogar/shared/comments';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const myCommentKey = (professionalId: string) => ['my-comment', professionalId] as const;

/** `GET /professionals/{id}/myComment`: the signed-in account's own comment on this profile, if any. */
export function useMyComment(professionalId: string, enabled: boolean) {
  return useQuery({
    queryKey: myCommentKey(professionalId),
    queryFn: () =>
      apiFetch<MyCommentResponse>(`/professionals/${encodeURIComponent(professionalId)}/myComment`),
    enabled,
  });
}
