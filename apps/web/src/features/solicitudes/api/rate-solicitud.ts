import type { AddCommentResponse, RatingCommentInput } from '@servihogar/shared/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { solicitudKeys } from './keys.ts';

type Variables = { professionalId: string; body: RatingCommentInput };

/** `POST /professionals/addComment/{id}` with the rating body: rates the solicitud (flujoCompleto). */
export function rateSolicitud({ professionalId, body }: Variables): Promise<AddCommentResponse> {
  return apiFetch<AddCommentResponse>(`/professionals/addComment/${encodeURIComponent(professionalId)}`, {
    method: 'POST',
    body,
  });
}

export function useRateSolicitud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateSolicitud,
    onSuccess: (_data, { body }) => {
      queryClient.setQueryData(solicitudKeys.info(body.emailCliente, body.idSoli), {
        flujoCompleto: true,
      });
      return queryClient.invalidateQueries({ queryKey: solicitudKeys.mine });
    },
  });
}
