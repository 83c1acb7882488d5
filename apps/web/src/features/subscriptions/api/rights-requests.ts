import type {
  RightsRequest,
  RightsRequestBody,
  RightsRequestConfirmed,
  RightsRequestReceipt,
} from '@servihogar/shared/subscriptions';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

/** `POST /subscriptions/rights-requests` (anyone): the case code of the request. */
export function useRequestRights() {
  return useMutation({
    mutationFn: (body: RightsRequestBody) =>
      apiFetch<RightsRequestReceipt>('/subscriptions/rights-requests', { method: 'POST', body }),
  });
}

/** `POST /subscriptions/rights-requests/confirm` (anyone with the mailed link): what the request did. */
export const confirmRightsRequest = (token: string) =>
  apiFetch<RightsRequestConfirmed>('/subscriptions/rights-requests/confirm', {
    method: 'POST',
    body: { token },
  });

/** `GET /subscriptions/rights-requests` (admin): the requests made without signing in. */
export function useRightsRequests() {
  return useQuery({
    queryKey: subscriptionKeys.rightsRequests,
    queryFn: () =>
      apiFetch<{ requests: RightsRequest[] }>('/subscriptions/rights-requests').then((r) => r.requests),
  });
}
