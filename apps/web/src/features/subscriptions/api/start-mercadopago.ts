import type { MercadoPagoCreate, MercadoPagoCreated } from '@servihogar/shared/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

/** `POST /subscriptions/mercadopago`: the preapproval is created; the page then goes to its initPoint. */
export function useStartMercadoPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MercadoPagoCreate) =>
      apiFetch<MercadoPagoCreated>('/subscriptions/mercadopago', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine }),
  });
}
