import type { WhatsAppConfirmInput, WhatsAppNumberInput, WhatsAppState } from '@servihogar/shared/whatsapp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { channelKeys } from './channel-keys.ts';

/** `GET /whatsapp`: the caller's number and whether it is confirmed. */
export function useWhatsApp(enabled: boolean) {
  return useQuery({
    queryKey: channelKeys.whatsApp,
    queryFn: ({ signal }) => apiFetch<WhatsAppState>('/whatsapp', { signal }),
    enabled,
  });
}

/** After any change: the state, and the preferences' list of set-up channels. */
function useWhatsAppChange<TInput>(call: (input: TInput) => Promise<WhatsAppState | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (state) => {
      queryClient.setQueryData(channelKeys.whatsApp, state ?? { numero: null, confirmado: false });
      return queryClient.invalidateQueries({ queryKey: channelKeys.preferences });
    },
  });
}

/** `POST /whatsapp/number`: keeps the number and sends it a 6-digit code over WhatsApp. */
export const useRequestWhatsAppCode = () =>
  useWhatsAppChange((body: WhatsAppNumberInput) =>
    apiFetch<WhatsAppState>('/whatsapp/number', { method: 'POST', body }),
  );

/** `POST /whatsapp/confirm`: the code that came over WhatsApp. */
export const useConfirmWhatsApp = () =>
  useWhatsAppChange((body: WhatsAppConfirmInput) =>
    apiFetch<WhatsAppState>('/whatsapp/confirm', { method: 'POST', body }),
  );

/** `DELETE /whatsapp`: no more WhatsApp. */
export const useRemoveWhatsApp = () =>
  useWhatsAppChange(async () => {
    await apiFetch('/whatsapp', { method: 'DELETE' });
    return null;
  });
