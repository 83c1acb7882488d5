import type { Message } from '@servihogar/shared/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { conversationKeys } from './keys.ts';

type Sent = { mensaje: Message };

/** `POST /solicitudes/{id}/mensajes` (a text) or `…/mensajes/foto` (multipart, with a photo). */
export function useSendMessage(solicitudId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ texto, foto }: { texto: string; foto?: File | null | undefined }) => {
      const base = `/solicitudes/${solicitudId}/mensajes`;
      if (!foto) return apiFetch<Sent>(base, { method: 'POST', body: { texto } });
      const body = new FormData();
      if (texto) body.append('texto', texto);
      body.append('foto', foto);
      return apiFetch<Sent>(`${base}/foto`, { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.conversation(solicitudId) }),
  });
}
