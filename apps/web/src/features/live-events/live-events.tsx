import type { LiveTicket } from '@servihogar/shared/live-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api-client.ts';
import { prefixesOf } from './kind-prefixes.ts';
import { startLiveConnection } from './live-connection.ts';

/**
 * The signed-in page's live events (issue 42): one EventSource for as long as it is mounted (the
 * layout mounts it once, lazily, for signed-in people only); each event invalidates the queries its
 * kind names, so the lists read again. Renders nothing.
 */
export default function LiveEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // A browser without EventSource (and jsdom) reads the lists as before: they stay the truth.
    if (typeof EventSource === 'undefined') return;
    const connection = startLiveConnection({
      ticket: async () => (await apiFetch<LiveTicket>('/events/ticket', { method: 'POST' })).ticket,
      open: (url) => new EventSource(url),
      onEvent: (data) => {
        for (const queryKey of prefixesOf(data)) void queryClient.invalidateQueries({ queryKey });
      },
    });
    return () => connection.stop();
  }, [queryClient]);
  return null;
}
