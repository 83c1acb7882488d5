import type { PayScale } from '@servihogar/shared/pay-scales';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { payScaleKeys } from './keys.ts';

/** `GET /pay-scales/current`: the régimen de casas particulares' rows valid today. */
export function useCurrentPayScales(enabled = true) {
  return useQuery({
    queryKey: payScaleKeys.current,
    queryFn: () => apiFetch<{ payScales: PayScale[] }>('/pay-scales/current').then((r) => r.payScales),
    enabled,
  });
}
