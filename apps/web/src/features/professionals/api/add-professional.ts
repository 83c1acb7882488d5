import type { ProfessionalAddBodyInput, ProfessionalAddResponse } from '@servihogar/shared/professionals';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** `POST /professionals/add`: an anonymous visitor (with a password) or a signed-in client. */
export function addProfessional(body: ProfessionalAddBodyInput): Promise<ProfessionalAddResponse> {
  return apiFetch<ProfessionalAddResponse>('/professionals/add', { method: 'POST', body });
}

export function useAddProfessional() {
  return useMutation({ mutationFn: addProfessional });
}
