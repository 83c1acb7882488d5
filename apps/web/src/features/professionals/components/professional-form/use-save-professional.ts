import * as msg from '@servihogar/shared/messages';
import type { ProfessionalAddBodyInput } from '@servihogar/shared/professionals';
import { useCallback } from 'react';
import { useEditProfessional } from '@/features/professionals/api/edit-professional.ts';
import { failureText } from '@/lib/feedback.ts';

/** A 2xx answer without the updated professional (product §8 'Respuesta inesperada del servidor'). */
class UnexpectedResponse extends Error {}

/**
 * Spec §8 edit failures: an unexpected answer; what the server said about the data (4xx); else
 * 'Error al actualizar los datos'.
 */
export function describeEditError(error: unknown): string {
  if (error instanceof UnexpectedResponse) return msg.edit.unexpectedResponse;
  return failureText(error, msg.edit.updateFailed);
}

/** `PUT /professionals/edit/{id}` for the form's `onSubmit`; `onSaved` gets the server's message. */
export function useSaveProfessional(id: string, onSaved: (message: string) => void | Promise<void>) {
  const { mutateAsync } = useEditProfessional(id);
  return useCallback(
    async ({ password: _, repassword: __, ...body }: ProfessionalAddBodyInput) => {
      const res = await mutateAsync(body);
      if (!res?.updatedProfessional) throw new UnexpectedResponse();
      await onSaved(res.message || msg.professionalForm.updated);
    },
    [mutateAsync, onSaved],
  );
}
