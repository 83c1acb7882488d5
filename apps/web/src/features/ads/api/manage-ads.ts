import type { AdFieldsInput, ManagedAd } from '@servihogar/shared/ads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { type OnProgress, uploadWithProgress } from '@/lib/upload.ts';
import { adKeys } from './keys.ts';

/** `GET /api/advertisements/manage` (Redactor, Admin). */
export function useManagedAds() {
  return useQuery({
    queryKey: adKeys.managed,
    queryFn: ({ signal }) => apiFetch<ManagedAd[]>('/api/advertisements/manage', { signal }),
  });
}

function useRefreshAds() {
  const queryClient = useQueryClient();
  // The staff list and the public slots both change.
  return () => queryClient.invalidateQueries({ queryKey: adKeys.all });
}

export type SaveAdVariables = {
  id: string | null;
  fields: AdFieldsInput;
  image: File | null;
  onProgress: OnProgress;
};

function adForm(fields: AdFieldsInput, image: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, String(value));
  if (image) form.append('image', image);
  return form;
}

/** `POST /api/advertisements` or `PUT /api/advertisements/{id}` (multipart), with upload progress. */
export function useSaveAd() {
  const refresh = useRefreshAds();
  return useMutation({
    mutationFn: ({ id, fields, image, onProgress }: SaveAdVariables) =>
      uploadWithProgress<ManagedAd>(
        id ? `/api/advertisements/${encodeURIComponent(id)}` : '/api/advertisements',
        adForm(fields, image),
        { method: id ? 'PUT' : 'POST', onProgress },
      ),
    onSuccess: refresh,
  });
}

/** Pause or resume an ad. */
export function usePauseAd() {
  const refresh = useRefreshAds();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      apiFetch<ManagedAd>(`/api/advertisements/${encodeURIComponent(id)}/${paused ? 'pause' : 'resume'}`, {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/advertisements/{id}`. */
export function useDeleteAd() {
  const refresh = useRefreshAds();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/advertisements/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
