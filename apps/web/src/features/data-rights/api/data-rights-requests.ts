import type {
  DataRightsReceipt,
  DataRightsRequest,
  DataRightsRequestBody,
  DataRightsResolution,
} from '@servihogar/shared/data-rights-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { dataRightsKeys } from './keys.ts';

/** `POST /data-rights-requests` (anyone): the case code and the day it is due. */
export function useFileDataRightsRequest() {
  return useMutation({
    mutationFn: (body: DataRightsRequestBody) =>
      apiFetch<DataRightsReceipt>('/data-rights-requests', { method: 'POST', body }),
  });
}

/** `POST /data-rights-requests/{code}/resolution` (admin); the queue is read again. */
export function useResolveDataRightsRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, resolution }: { code: string; resolution: DataRightsResolution }) =>
      apiFetch<DataRightsRequest>(`/data-rights-requests/${encodeURIComponent(code)}/resolution`, {
        method: 'POST',
        body: resolution,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataRightsKeys.requests }),
  });
}
