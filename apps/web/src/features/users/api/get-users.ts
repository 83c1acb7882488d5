import type { UsersListResponse } from '@servihogar/shared/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { userKeys } from './keys.ts';

/** `GET /auth/getUsers?search=&page=` (admin): one page of the matching accounts, newest first. */
export function useUsers({ search, page }: { search: string; page: number }) {
  const params = new URLSearchParams({ page: String(page) });
  if (search.trim()) params.set('search', search.trim());
  return useQuery({
    queryKey: userKeys.list(search.trim(), page),
    queryFn: ({ signal }) => apiFetch<UsersListResponse>(`/auth/getUsers?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
