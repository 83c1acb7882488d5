import type { AdminWaiting } from '@servihogar/shared/admin-waiting';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

/** Read again this often while an admin has the app open, and after an alta or a proof is decided. */
const REFRESH_MS = 60_000;
export const adminWaitingKey = ['admin-waiting'] as const;

/** `GET /admin/waiting` (admins): registrations waiting for alta and proofs to review (issue 48). */
export function useAdminWaiting(enabled: boolean) {
  return useQuery({
    queryKey: adminWaitingKey,
    queryFn: ({ signal }) => apiFetch<AdminWaiting>('/admin/waiting', { signal }),
    enabled,
    refetchInterval: REFRESH_MS,
  });
}
