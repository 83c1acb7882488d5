import type { Country } from '@servihogar/shared/geo';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { geoKeys } from './keys.ts';

// The gazetteer only changes with a new server release.
export const GEO_STALE_TIME = Number.POSITIVE_INFINITY;

/** `GET /geo/countries`, Argentina first. */
export function useCountries() {
  return useQuery({
    queryKey: geoKeys.countries,
    queryFn: ({ signal }) => apiFetch<Country[]>('/geo/countries', { signal }),
    staleTime: GEO_STALE_TIME,
  });
}
