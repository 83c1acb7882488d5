import type { ConversationResponse } from '@servihogar/shared/conversations';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { conversationKeys } from './keys.ts';

/**
 * `GET /solicitudes/{id}/mensajes`: the latest page first, then older ones on demand (keyset). A
 * live event (or any invalidation of ['messages', id]) reads the loaded pages again.
 */
export function useConversation(solicitudId: string) {
  return useInfiniteQuery({
    queryKey: conversationKeys.conversation(solicitudId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ConversationResponse>(
        `/solicitudes/${solicitudId}/mensajes${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.prev,
  });
}
