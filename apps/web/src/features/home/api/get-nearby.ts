import type { NearbyResponse } from '@servihogar/shared/professionals';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import type { Coordinates } from '@/lib/geolocation.ts';
import { homeKeys } from './keys.ts';

/** `GET /professionals/nearby?longitude=&latitude=` (product §7); idle until the position is known. */
export function useNearbyProfessionals(position: Coordinates | null) {
  return useQuery({
    queryKey: homeKeys.nearby(position?.latitude, position?.longitude),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        longitude: String(position?.longitude),
        latitude: String(position?.latitude),
      });
      return apiFetch<NearbyResponse>(`/professionals/nearby?${query}`, { signal });
    },
    enabled: position !== null,
  });
}
