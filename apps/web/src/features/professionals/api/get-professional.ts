import type { ProfessionalDetail } from '@servihogar/shared/professionals';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { professionalKeys } from './keys.ts';

export function useProfessional(id: string | undefined) {
  return useQuery({
    queryKey: professionalKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<ProfessionalDetail>(`/professionals/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}
