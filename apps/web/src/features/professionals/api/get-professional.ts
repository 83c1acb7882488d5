import type { ProfessionalDetail } from '@servihogar/shared/professionals';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const professionalQueryKey = (id: string) => ['professionals', 'detail', id] as const;

export function useProfessional(id: string | undefined) {
  return useQuery({
    queryKey: professionalQueryKey(id ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<ProfessionalDetail>(`/professionals/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}
