import type { UserInfo } from '@servihogar/shared/user-info';
import { useMemo, useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './auth-store.ts';
import { decodeUserInfo } from './decode-user-info.ts';

export function useUserInfo(): UserInfo {
  const token = useSyncExternalStore(subscribeToken, getToken);
  return useMemo(() => decodeUserInfo(token), [token]);
}
