import type { ProfessionalSubscriptionStatus } from '@servihogar/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

/** `GET /auth/getInfoProfessional/{email}`: the provider's lifecycle at the server's clock; idle without an e-mail. */
export function useProfessionalStatus(email: string) {
  return useQuery({
    queryKey: subscriptionKeys.status(email),
    queryFn: ({ signal }) =>
      apiFetch<ProfessionalSubscriptionStatus>(`/auth/getInfoProfessional/${encodeURIComponent(email)}`, {
        signal,
      }),
    enabled: email !== '',
  });
}
