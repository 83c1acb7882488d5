import * as msg from '@servihogar/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { setToken } from '@/features/auth/auth-store.ts';
import { notify } from '@/lib/notify.ts';
import { setUserFlag } from '@/lib/storage.ts';

/** After `DELETE /account`: the server ended every session; the browser forgets its own too. */
export function useAccountDeleted(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    setToken(null);
    setUserFlag(false);
    queryClient.clear();
    void navigate('/');
    notify.success(msg.dataRights.deleted);
  }, [navigate, queryClient]);
}
