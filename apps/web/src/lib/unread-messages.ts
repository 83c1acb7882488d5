import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

/** Under ['messages']: a live "message" event (or a read) refreshes it with the conversations. */
export const unreadMessagesKey = ['messages', 'unread'] as const;
/** Read again this often anyway: the live events only hurry it. */
const REFRESH_MS = 60_000;

/** `GET /solicitudes/mensajes/unread`: the signed-in person's unread messages (the header's total). */
export function useUnreadMessages() {
  return useQuery({
    queryKey: unreadMessagesKey,
    queryFn: ({ signal }) => apiFetch<{ total: number }>('/solicitudes/mensajes/unread', { signal }),
    refetchInterval: REFRESH_MS,
  });
}
