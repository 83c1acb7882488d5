import type { UserProfile } from '@servihogar/shared/users';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const userProfileKey = (id: string) => ['users', 'profile', id] as const;

/** `GET /user/{id}` (owner or admin). */
export function useUserProfile(id: string | undefined) {
  return useQuery({
    queryKey: userProfileKey(id ?? ''),
    queryFn: ({ signal }) => apiFetch<UserProfile>(`/user/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}
