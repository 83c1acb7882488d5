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
  verificados = false,
) {
  const query = new URLSearchParams({ servicio, sort, limit: String(PAGE_SIZE), offset: String(offset) });
  // 'Solo verificados' is filtered by the server (shared/verification.ts passesVerifiedFilter).
  if (verificados) query.set('verificados', 'true');
  return apiFetch<ProfessionalsListResponse>(`/professionals?${query}`, { signal });
}

/** Pages of 20 sorted by the server; a full page means there may be more. */
export function useProfessionalsByCategory(servicio: string, sort: ProfessionalSort, verificados = false) {
  return useInfiniteQuery({
    queryKey: professionalKeys.list(servicio, sort, verificados),
    queryFn: ({ pageParam, signal }) => listProfessionals(servicio, sort, pageParam, signal, verificados),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.professionals.length === PAGE_SIZE ? pages.length * PAGE_SIZE : undefined,
  });
}
