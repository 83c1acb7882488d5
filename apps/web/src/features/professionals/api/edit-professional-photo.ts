import type { ProfessionalUpdatedResponse } from '@servihogar/shared/professionals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileForm, type OnProgress, uploadWithProgress } from '@/lib/upload.ts';
import { professionalKeys } from './keys.ts';

type Variables = { file: File; onProgress: OnProgress };

/** `PUT /professionals/editPhoto/{id}` (multipart `file`), with upload progress. */
export function useEditProfessionalPhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: Variables) =>
      uploadWithProgress<ProfessionalUpdatedResponse>(
        `/professionals/editPhoto/${encodeURIComponent(id)}`,
        fileForm(file),
        { onProgress },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: professionalKeys.all }),
  });
}
