import type { UserBasicInfo } from '@servihogar/shared/users';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, renewSession } from './api-client.ts';

// The signed-in account's id, photo and professional id: the header shows the photo, the profile
// pages need the ids. App-wide like the session, hence lib.
export const ACCOUNT_INFO_KEY = ['account', 'info'] as const;

export function getAccountInfo(email: string, signal?: AbortSignal): Promise<UserBasicInfo> {
  return apiFetch<UserBasicInfo>(`/auth/getInfo/${encodeURIComponent(email)}`, { signal });
}

/** `GET /auth/getInfo/{email}`; idle without an e-mail. */
export function useAccountInfo(email: string) {
  return useQuery({
    queryKey: [...ACCOUNT_INFO_KEY, email.toLowerCase()],
    queryFn: ({ signal }) => getAccountInfo(email, signal),
    enabled: email !== '',
    staleTime: 5 * 60_000,
  });
}

/**
 * After the account's name or photo changed: a new access token (it carries the name) and a fresh
 * account info (the photo), so the header shows both without a reload.
 */
export function useRefreshAccount(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([renewSession(), queryClient.invalidateQueries({ queryKey: ACCOUNT_INFO_KEY })]);
  }, [queryClient]);
}
