import type { InboxResponse, MySolicitudesResponse } from '@servihogar/shared/solicitudes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { solicitudKeys } from './keys.ts';

/** A keyset-paged list of requests: 'Ver más' asks for the page after the last one's `next`. */
function usePagedRequests<T extends { next: string | null }>(key: readonly string[], path: string) {
  return useInfiniteQuery({
    queryKey: key,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<T>(pageParam ? `${path}?before=${encodeURIComponent(pageParam)}` : path, { signal }),
    getNextPageParam: (last) => last.next,
  });
}

/** `GET /solicitudes/mine`: the signed-in client's hire requests with their state, newest first. */
export function useMySolicitudes() {
  return usePagedRequests<MySolicitudesResponse>(solicitudKeys.mine, '/solicitudes/mine');
}

/** `GET /solicitudes/inbox`: the requests sent to the signed-in professional, newest first. */
export function useInbox() {
  return usePagedRequests<InboxResponse>(solicitudKeys.inbox, '/solicitudes/inbox');
}
