import type { PayScale } from '@servihogar/shared/pay-scales';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { payScaleKeys } from './keys.ts';

/** `GET /pay-scales` (admin): every row, past, current and future. */
export function usePayScales() {
  return useQuery({
    queryKey: payScaleKeys.list,
    queryFn: () => apiFetch<{ payScales: PayScale[] }>('/pay-scales').then((r) => r.payScales),
  });
}
