import type { RatingCommentInput } from '@servihogar/shared/comments';
import type { SolicitudInfoResponse } from '@servihogar/shared/solicitudes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addComment } from '@/lib/add-comment.ts';
import { solicitudKeys } from './keys.ts';

/** Rates the solicitud (flujoCompleto): the comment with the rating body. */
export function useRateSolicitud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ professionalId, body }: { professionalId: string; body: RatingCommentInput }) =>
      addComment(professionalId, body),
    onSuccess: (_data, { body }) => {
      const rated: SolicitudInfoResponse = { flujoCompleto: true, state: 'calificada' };
      queryClient.setQueryData(solicitudKeys.info(body.emailCliente, body.idSoli), rated);
      return queryClient.invalidateQueries({ queryKey: solicitudKeys.mine });
    },
  });
}
