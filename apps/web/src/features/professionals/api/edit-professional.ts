import type {
  ProfessionalEditBodyInput,
  ProfessionalUpdatedResponse,
} from '@servihogar/shared/professionals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { professionalKeys } from './keys.ts';

export function editProfessional(
  id: string,
  body: ProfessionalEditBodyInput,
): Promise<Partial<ProfessionalUpdatedResponse> | undefined> {
  return apiFetch(`/professionals/edit/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** `PUT /professionals/edit/{id}`; the edit data and the public lists are read again afterwards. */
export function useEditProfessional(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfessionalEditBodyInput) => editProfessional(id, body),
    onSuccess: (res) => {
      if (res?.updatedProfessional)
        queryClient.setQueryData(professionalKeys.edit(id), res.updatedProfessional);
      return queryClient.invalidateQueries({ queryKey: professionalKeys.all });
    },
  });
}
