import type { PrivateProfessional } from '@servihogar/shared/professionals';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { professionalKeys } from './keys.ts';

/** `GET /professionals/edit/{id}` (owner or admin): everything the edit form needs. */
export function useProfessionalEditData(id: string | null | undefined) {
  return useQuery({
    queryKey: professionalKeys.edit(id ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<PrivateProfessional>(`/professionals/edit/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}
