import type { DataRightsRequest, DataRightsRequestList } from '@servihogar/shared/data-rights-requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { dataRightsKeys } from './keys.ts';

/**
 * `GET /data-rights-requests` (admin): the queue with its countdown, its first `pages` pages read
 * in order ('Cargar más' asks one more; a resolution reads them again). A plain query, not an
 * infinite one: useInfiniteQuery here moved React Query's core out of the first visit's main script
 * into a chunk of its own, past the first visit's budget.
 */
export function useDataRightsRequests(pages: number) {
  return useQuery({
    queryKey: [...dataRightsKeys.requests, pages],
    queryFn: async ({ signal }) => {
      const requests: DataRightsRequest[] = [];
      let next: number | null = 0;
      for (let read = 0; read < pages && next !== null; read++) {
        const page: DataRightsRequestList = await apiFetch(`/data-rights-requests?offset=${next}`, {
          signal,
        });
        requests.push(...page.requests);
        next = page.next;
      }
      return { requests, next };
    },
    placeholderData: keepPreviousData,
  });
}
