import type { MySolicitudesResponse } from '@servihogar/shared/solicitudes';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { solicitudKeys } from './keys.ts';

/** `GET /solicitudes/mine`: the signed-in client's hire requests, newest first. */
export function useMySolicitudes() {
  return useQuery({
    queryKey: solicitudKeys.mine,
    queryFn: ({ signal }) => apiFetch<MySolicitudesResponse>('/solicitudes/mine', { signal }),
  });
}
