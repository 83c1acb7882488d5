import type { MySolicitudesResponse } from '@servihogar/shared/solicitudes';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const mySolicitudesQueryKey = ['solicitudes', 'mine'] as const;

/** `GET /solicitudes/mine`: the signed-in client's hire requests, newest first. */
export function useMySolicitudes() {
  return useQuery({
    queryKey: mySolicitudesQueryKey,
    queryFn: ({ signal }) => apiFetch<MySolicitudesResponse>('/solicitudes/mine', { signal }),
  });
}
