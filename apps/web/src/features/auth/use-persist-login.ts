import { startTransition, useEffect, useState } from 'react';
import { ApiError, refreshSession } from '@/lib/api-client.ts';
import type { SessionStatus } from '@/lib/session.tsx';
import { getPersist, getUserFlag, setUserFlag } from '@/lib/storage.ts';
import { getToken, setToken } from './auth-store.ts';

/**
 * What to tell the visitor when the restore failed: nothing when there simply was no session
 * (no cookie: 401/403 for someone who was not signed in), else the server's or client's message.
 */
export function restoreErrorMessage(error: unknown, hadSession: boolean): string | null {
  if (!(error instanceof ApiError)) return null;
  if ((error.status === 401 || error.status === 403) && !hadSession) return null;
  return error.message;
}

/**
 * Whether a failed restore means the session is gone (the server refused the cookie). A lost
 * answer (no network, a response cut off) leaves the cookie to be tried again at the next load.
 */
export const refusedSession = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** Whether this browser may hold a session to restore on load (see usePersistLogin). */
export const mayRestoreSession = (): boolean => getPersist() && !getToken() && getUserFlag();

/**
 * Spec §4 'Persistence': with persist on and no token in memory, restore the session on load —
 * only when this browser signed in and has not signed out since (the `user` flag, set at sign-in
 * and cleared at sign-out or a refused restore). The refresh cookie is httpOnly, so the flag is how
 * the page knows one can exist: a visitor who never signed in makes no `/auth/refresh` call.
 */
export function usePersistLogin(): SessionStatus {
  const [shouldRestore] = useState(mayRestoreSession);
  const [status, setStatus] = useState<SessionStatus>({
    restoring: shouldRestore,
    restoreError: null,
    restoreRetryable: false,
  });

  useEffect(() => {
    if (!shouldRestore) return;
    let active = true;
    refreshSession().then(
      (token) => {
        setUserFlag(true);
        setToken(token);
        // The whole page renders now: in short slices, so a slow phone stays responsive.
        if (active)
          startTransition(() => setStatus({ restoring: false, restoreError: null, restoreRetryable: false }));
      },
      (error: unknown) => {
        const refused = refusedSession(error);
        if (refused) setUserFlag(false);
        if (active)
          setStatus({
            restoring: false,
            restoreError: restoreErrorMessage(error, true),
            restoreRetryable: !refused,
          });
      },
    );
    return () => {
      active = false;
    };
  }, [shouldRestore]);

  return status;
}
