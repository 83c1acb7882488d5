import type { AdminProfessionalsResponse } from '@servihogar/shared/professionals-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { adminProfessionalKeys } from './keys.ts';

/** `GET /professionals/admin?search=` (admin): the server matches names ignoring case and accents. */
export function useAdminProfessionals(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: adminProfessionalKeys.list(q),
    queryFn: ({ signal }) =>
      apiFetch<AdminProfessionalsResponse>(
        `/professionals/admin${q ? `?search=${encodeURIComponent(q)}` : ''}`,
        { signal },
      ),
    // Typing a search keeps the last rows on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
