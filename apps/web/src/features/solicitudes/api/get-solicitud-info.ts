import type { SolicitudInfoResponse } from '@servihogar/shared/solicitudes';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { solicitudKeys } from './keys.ts';

/** `GET /auth/getInfoSoli/{email}/{idSoli}` (product §7): whether the solicitud was already rated. */
export function useSolicitudInfo(email: string, idSoli: string) {
  return useQuery({
    queryKey: solicitudKeys.info(email, idSoli),
    queryFn: ({ signal }) =>
      apiFetch<SolicitudInfoResponse>(
        `/auth/getInfoSoli/${encodeURIComponent(email)}/${encodeURIComponent(idSoli)}`,
        { signal },
      ),
    enabled: email !== '' && idSoli !== '',
  });
}
