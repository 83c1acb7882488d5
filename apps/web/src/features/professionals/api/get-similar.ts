import type { ProfessionalsListResponse } from '@servihogar/shared/professionals';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { professionalKeys } from './keys.ts';

/** `GET /professionals/{id}/similar`: up to 3 others sharing a service (only `servicio`, when given). */
export function useSimilarProfessionals(id: string, servicio: string | undefined) {
  return useQuery({
    queryKey: professionalKeys.similar(id, servicio ?? null),
    queryFn: ({ signal }) => {
      const query = servicio ? `?${new URLSearchParams({ servicio })}` : '';
      return apiFetch<ProfessionalsListResponse>(`/professionals/${encodeURIComponent(id)}/similar${query}`, {
        signal,
      });
    },
    enabled: id !== '',
  });
}
