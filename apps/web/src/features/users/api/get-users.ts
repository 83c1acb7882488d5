import type { UsersListResponse } from '@servihogar/shared/users';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const usersQueryKey = ['users', 'list'] as const;

export function useUsers() {
  return useQuery({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => apiFetch<UsersListResponse>('/auth/getUsers', { signal }),
  });
}
