import type { PushKey, PushSubscriptionInput } from '@servihogar/shared/push';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client.ts';
import { channelKeys } from './channel-keys.ts';

/** `GET /push/key`: the server's VAPID public key (fetched when the person asks, not before). */
export const getPushKey = () => apiFetch<PushKey>('/push/key');

/** `POST` / `DELETE /push/subscriptions`: this device's subscription, kept or forgotten. */
export function usePushSubscriptionCalls() {
  const queryClient = useQueryClient();
  const changed = () => queryClient.invalidateQueries({ queryKey: channelKeys.preferences });
  return {
    save: async (subscription: PushSubscriptionInput) => {
      await apiFetch('/push/subscriptions', { method: 'POST', body: subscription });
      await changed();
    },
    remove: async (endpoint: string) => {
      try {
        await apiFetch('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
      } catch (error) {
        // Already forgotten (its push service had answered 410): nothing left to remove.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      await changed();
    },
  };
}
