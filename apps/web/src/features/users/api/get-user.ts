import type { UserProfile } from '@servihogar/shared/users';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { userKeys } from './keys.ts';

/** `GET /user/{id}` (owner or admin). */
export function useUserProfile(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.profile(id ?? ''),
    queryFn: ({ signal }) => apiFetch<UserProfile>(`/user/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}
