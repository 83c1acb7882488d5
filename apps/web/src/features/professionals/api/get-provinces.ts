import type { Province } from '@servihogar/shared/geo';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { GEO_STALE_TIME } from './get-countries.ts';
import { geoKeys } from './keys.ts';

/** `GET /geo/countries/:code/provinces`; idle until a country is chosen. */
export function useProvinces(countryCode: string | undefined) {
  return useQuery({
    queryKey: geoKeys.provinces(countryCode),
    queryFn: ({ signal }) =>
      apiFetch<Province[]>(`/geo/countries/${encodeURIComponent(countryCode ?? '')}/provinces`, { signal }),
    enabled: Boolean(countryCode),
    staleTime: GEO_STALE_TIME,
  });
}
