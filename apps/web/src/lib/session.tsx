import type { Role } from '@servihogar/shared/constants';
import { EMPTY_USER_INFO, type UserInfo } from '@servihogar/shared/user-info';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whether the persistent login (product §4) is still restoring the session, and how it ended;
 * `restoreRetryable` when no answer came (the cookie may still hold the session).
 */
export type SessionStatus = { restoring: boolean; restoreError: string | null; restoreRetryable: boolean };

const READY: SessionStatus = { restoring: false, restoreError: null, restoreRetryable: false };

// The app provides the signed-in user from the auth feature; other features read it here,
// so no feature imports another.
const SessionContext = createContext<UserInfo>(EMPTY_USER_INFO);
const StatusContext = createContext<SessionStatus>(READY);

type Props = { user: UserInfo; status?: SessionStatus; children: ReactNode };

export function SessionProvider({ user, status = READY, children }: Props) {
  return (
    <SessionContext value={user}>
      <StatusContext value={status}>{children}</StatusContext>
    </SessionContext>
  );
}

export function useSessionUser(): UserInfo {
  return useContext(SessionContext);
}

export function useSessionStatus(): SessionStatus {
  return useContext(StatusContext);
}

export function hasRole(user: UserInfo, role: Role): boolean {
  return user.roles.includes(role);
}

export function hasAnyRole(user: UserInfo, roles: readonly Role[]): boolean {
  return roles.some((role) => user.roles.includes(role));
}

export function isSignedIn(user: UserInfo): boolean {
  return user.roles.length > 0;
}
