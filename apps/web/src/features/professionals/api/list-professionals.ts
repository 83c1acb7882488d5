import type { ProfessionalSort } from '@servihogar/shared/constants';
import type { ProfessionalsListResponse } from '@servihogar/shared/professionals';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { professionalKeys } from './keys.ts';

export const PAGE_SIZE = 20;

export function listProfessionals(
  servicio: string,
  sort: ProfessionalSort,
  offset: number,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ servicio, sort, limit: String(PAGE_SIZE), offset: String(offset) });
  return apiFetch<ProfessionalsListResponse>(`/professionals?${query}`, { signal });
}

/** Pages of 20 sorted by the server; a full page means there may be more. */
export function useProfessionalsByCategory(servicio: string, sort: ProfessionalSort) {
  return useInfiniteQuery({
    queryKey: professionalKeys.list(servicio, sort),
    queryFn: ({ pageParam, signal }) => listProfessionals(servicio, sort, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.professionals.length === PAGE_SIZE ? pages.length * PAGE_SIZE : undefined,
  });
}
