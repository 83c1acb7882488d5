import type { HireBody, HireResponse } from '@servihogar/shared/solicitudes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { solicitudKeys } from './keys.ts';

/** `POST /solicitudes`: records the hire (the server mails the rating link) and answers the contact data. */
export function createSolicitud(body: HireBody): Promise<HireResponse> {
  return apiFetch<HireResponse>('/solicitudes', { method: 'POST', body });
}

export function useCreateSolicitud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSolicitud,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: solicitudKeys.mine }),
  });
}
