import type { UserUpdatedResponse } from '@servihogar/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileForm, type OnProgress, uploadWithProgress } from '@/lib/upload.ts';
import { userKeys } from './keys.ts';

type Variables = { file: File; onProgress: OnProgress };

/** `PUT /user/editPhoto/{id}` (multipart `file`), with upload progress. */
export function useEditUserPhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: Variables) =>
      uploadWithProgress<UserUpdatedResponse>(`/user/editPhoto/${encodeURIComponent(id)}`, fileForm(file), {
        onProgress,
      }),
    onSuccess: (res) => {
      if (res?.updatedUser) queryClient.setQueryData(userKeys.profile(id), res.updatedUser);
      return queryClient.invalidateQueries({ queryKey: userKeys.profile(id) });
    },
  });
}
