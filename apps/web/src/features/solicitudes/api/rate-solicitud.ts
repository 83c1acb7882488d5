import type { RatingCommentInput } from '@servihogar/shared/comments';
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
      queryClient.setQueryData(solicitudKeys.info(body.emailCliente, body.idSoli), {
        flujoCompleto: true,
      });
      return queryClient.invalidateQueries({ queryKey: solicitudKeys.mine });
    },
  });
}
