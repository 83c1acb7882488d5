import type { Role } from '@servihogar/shared/constants';
import { EMPTY_USER_INFO, type UserInfo } from '@servihogar/shared/user-info';
import { createContext, type ReactNode, useContext } from 'react';

// The app provides the signed-in user from the auth feature; other features read it here,
// so no feature imports another.
const SessionContext = createContext<UserInfo>(EMPTY_USER_INFO);

export function SessionProvider({ user, children }: { user: UserInfo; children: ReactNode }) {
  return <SessionContext value={user}>{children}</SessionContext>;
}

export function useSessionUser(): UserInfo {
  return useContext(SessionContext);
}

export function hasRole(user: UserInfo, role: Role): boolean {
  return user.roles.includes(role);
}

export function isSignedIn(user: UserInfo): boolean {
  return user.roles.length > 0;
}
