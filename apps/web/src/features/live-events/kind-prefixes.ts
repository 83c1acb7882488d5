import type { LiveEventData, LiveEventKind } from '@servihogar/shared/live-events';
import type { QueryKey } from '@tanstack/react-query';

/**
 * What each kind of live event makes the page read again: TanStack Query key prefixes (issue 42).
 * The lists stay the truth; an event only says which of them changed. The one table of it.
 */
export const KIND_PREFIXES: Record<LiveEventKind, (solicitudId?: string) => QueryKey[]> = {
  // The conversation, the header's unread total and the lists' unread counts.
  message: (solicitudId) => [
    solicitudId ? ['messages', solicitudId] : ['messages'],
    ['messages', 'unread'],
    ['solicitudes'],
  ],
  solicitud: () => [['solicitudes']],
  notification: () => [['notifications']],
  booking: () => [['bookings']],
};

/** Every prefix a live event can name: read again after `resync` (events the server no longer keeps). */
const EVERY_PREFIX: QueryKey[] = [['messages'], ['solicitudes'], ['notifications'], ['bookings']];

/** The key prefixes to invalidate for one event; none for a kind this page does not know. */
export function prefixesOf(data: LiveEventData): QueryKey[] {
  if (data.kind === 'resync') return EVERY_PREFIX;
  const prefixes = KIND_PREFIXES[data.kind];
  return prefixes ? prefixes(data.solicitudId) : [];
}
