import { useUserProfile } from '@/features/users/api/get-user.ts';
import { useAccountInfo } from '@/lib/account-info.ts';
import { hasRole, useSessionUser } from '@/lib/session.tsx';

/**
 * A signed-in client's own city (the address of their profile), for the category filters; undefined
 * while it loads, for other roles, or when the profile names none.
 */
export function useHomeCity(): string | undefined {
  const user = useSessionUser();
  const client = hasRole(user, 'Cliente');
  const info = useAccountInfo(client ? user.email : '');
  const profile = useUserProfile(client ? info.data?.id : undefined);
  return profile.data?.direccion?.ciudad?.trim() || undefined;
}
