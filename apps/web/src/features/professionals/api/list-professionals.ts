import type { ProfessionalsListResponse } from '@servihogar/shared/professionals';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { professionalKeys } from './keys.ts';

export const PAGE_SIZE = 20;

/** `GET /professionals` with the filters of `query`, a page of 20 after `cursor`. */
export function listProfessionals(query: URLSearchParams, cursor: string | null, signal?: AbortSignal) {
  const page = new URLSearchParams(query);
  page.set('limit', String(PAGE_SIZE));
  if (cursor) page.set('cursor', cursor);
  return apiFetch<ProfessionalsListResponse>(`/professionals?${page}`, { signal });
}

/** Pages of 20 filtered and sorted by the server, each after the previous page's cursor. */
export function useProfessionalsList(query: URLSearchParams) {
  const key = query.toString();
  return useInfiniteQuery({
    queryKey: professionalKeys.list(key),
    queryFn: ({ pageParam, signal }) => listProfessionals(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
