import type { AdminProfessionalsResponse } from '@servihogar/shared/professionals-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { adminProfessionalKeys } from './keys.ts';

/**
 * `GET /professionals/admin?search=&page=` (admin): one page of the matches, newest first; the
 * server matches names ignoring case and accents.
 */
export function useAdminProfessionals({ search, page }: { search: string; page: number }) {
  const q = search.trim();
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('search', q);
  return useQuery({
    queryKey: adminProfessionalKeys.list(q, page),
    queryFn: ({ signal }) =>
      apiFetch<AdminProfessionalsResponse>(`/professionals/admin?${params}`, { signal }),
    // Typing a search keeps the last rows on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
