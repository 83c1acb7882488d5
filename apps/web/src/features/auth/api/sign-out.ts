import { TIMINGS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { setUserFlag } from '@/lib/storage.ts';
import { setToken } from '../auth-store.ts';

/** Spec §4: sign-out clears the session, goes to '/', says so, and drops cached data after 1 s. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await apiFetch('/auth/logout', { method: 'POST' });
    } catch (error) {
      // The local session ends anyway; the server cookie expires on its own.
      console.error(error);
    }
    setToken(null);
    setUserFlag(false);
    await navigate('/');
    notify(msg.toast.loggedOut);
    setTimeout(() => void queryClient.resetQueries(), TIMINGS.cacheResetAfterLogout);
  }, [navigate, queryClient]);
}
