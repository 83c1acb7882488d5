import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { unreadMessagesKey } from '@/lib/unread-messages.ts';
import { conversationKeys, solicitudListsKey } from './keys.ts';

/** `POST /solicitudes/{id}/mensajes/read`: the row's and the header's counts read again. */
export function useMarkRead(solicitudId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`/solicitudes/${solicitudId}/mensajes/read`, { method: 'POST' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: unreadMessagesKey });
      await queryClient.invalidateQueries({ queryKey: solicitudListsKey });
    },
  });
}

/** `POST /solicitudes/{id}/mensajes/block` or `…/unblock`. */
export function useSetBlocked(solicitudId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      apiFetch(`/solicitudes/${solicitudId}/mensajes/${blocked ? 'block' : 'unblock'}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.conversation(solicitudId) }),
  });
}

/** "Denunciar mensaje": `POST /solicitudes/{id}/mensajes/{mensajeId}/report`. */
export function useReportMessage(solicitudId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mensajeId, reason }: { mensajeId: string; reason: string }) =>
      apiFetch(`/solicitudes/${solicitudId}/mensajes/${mensajeId}/report`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.conversation(solicitudId) }),
  });
}
