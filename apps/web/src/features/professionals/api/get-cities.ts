import type { City } from '@servihogar/shared/geo';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { GEO_STALE_TIME } from './get-countries.ts';
import { geoKeys } from './keys.ts';

/** `GET /geo/provinces/:id/cities?q=` (at most 100); idle until a province is chosen. */
export function useCities(provinceId: string | undefined, q: string) {
  return useQuery({
    queryKey: geoKeys.cities(provinceId, q),
    queryFn: ({ signal }) => {
      const query = q ? `?${new URLSearchParams({ q })}` : '';
      return apiFetch<City[]>(`/geo/provinces/${encodeURIComponent(provinceId ?? '')}/cities${query}`, {
        signal,
      });
    },
    enabled: Boolean(provinceId),
    staleTime: GEO_STALE_TIME,
    // While a search is typed, the last list stays on screen instead of flashing empty.
    placeholderData: (previous, query) => (query?.queryKey[2] === provinceId ? previous : undefined),
  });
}
