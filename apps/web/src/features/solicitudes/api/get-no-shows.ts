import type { NoShowsResponse } from '@servihogar/shared/solicitudes';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { solicitudKeys } from './keys.ts';

/** `GET /solicitudes/no-shows` (Admin): the latest no-shows clients reported. */
export function useNoShows() {
  return useQuery({
    queryKey: solicitudKeys.noShows,
    queryFn: ({ signal }) => apiFetch<NoShowsResponse>('/solicitudes/no-shows', { signal }),
  });
}
