import type { MyCommentResponse } from '@servihogar/shared/comments';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { commentKeys } from './keys.ts';

/** `GET /professionals/{id}/myComment`: the signed-in account's own comment on this profile, if any. */
export function useMyComment(professionalId: string, enabled: boolean) {
  return useQuery({
    queryKey: commentKeys.mine(professionalId),
    queryFn: () =>
      apiFetch<MyCommentResponse>(`/professionals/${encodeURIComponent(professionalId)}/myComment`),
    enabled,
  });
}
