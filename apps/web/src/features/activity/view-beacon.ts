import { viewSourceOf } from '@servihogar/shared/view-sources';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sessionHeaders } from '@/lib/api-client.ts';

/**
 * Counts one view of the profile being shown, with where it came from (a link's router state, or
 * 'enlace' for a shared or typed link). A beacon: the browser sends it when it can, nothing waits
 * for it, and a lost one bothers nobody (decision 0033). Signed in, it carries the access token
 * (a keepalive fetch: a beacon cannot), so the server counts the person, not the address.
 */
export function useCountView(professionalId: string | undefined): void {
  const { state } = useLocation();
  const source = viewSourceOf(state);
  useEffect(() => {
    if (!professionalId) return;
    const body = JSON.stringify({ professionalId, source });
    const headers = sessionHeaders({ 'content-type': 'application/json' });
    if (!headers.has('Authorization') && typeof navigator.sendBeacon === 'function')
      navigator.sendBeacon('/activity/views', new Blob([body], { type: 'application/json' }));
    else
      void fetch('/activity/views', { method: 'POST', body, headers, keepalive: true }).catch(
        () => undefined,
      );
  }, [professionalId, source]);
}
