import type { AnswerBody, SolicitudActionResponse } from '@servihogar/shared/solicitudes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { bookingKeys } from './bookings.ts';
import { solicitudKeys } from './keys.ts';

export type SolicitudAction =
  | { kind: 'answer'; body: AnswerBody }
  | { kind: 'done' }
  | { kind: 'arrival'; arrived: boolean }
  | { kind: 'no-show-reply'; reply: string };

const bodyOf = (action: SolicitudAction) => {
  switch (action.kind) {
    case 'answer':
      return action.body;
    case 'arrival':
      return { arrived: action.arrived };
    case 'no-show-reply':
      return { reply: action.reply };
    case 'done':
      return undefined;
  }
};

/** `POST /solicitudes/{id}/{answer|done|arrival|no-show-reply}`; both lists are read again after it. */
export function useSolicitudAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SolicitudAction) =>
      apiFetch<SolicitudActionResponse>(`/solicitudes/${encodeURIComponent(id)}/${action.kind}`, {
        method: 'POST',
        body: bodyOf(action),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: solicitudKeys.inbox }),
        queryClient.invalidateQueries({ queryKey: solicitudKeys.mine }),
        // "Acepto" books a dated request's time (issue 43).
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      ]),
  });
}
