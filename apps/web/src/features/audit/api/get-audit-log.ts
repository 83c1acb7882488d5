import type { AuditLogResponse } from '@servihogar/shared/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { auditKeys } from './keys.ts';

type Params = { action: string; limit: number; offset: number };

/** `GET /audit-log?action=&limit=&offset=` (admin), newest first. */
export function useAuditLog({ action, limit, offset }: Params) {
  const search = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (action) search.set('action', action);
  return useQuery({
    queryKey: auditKeys.log(action, limit, offset),
    queryFn: ({ signal }) => apiFetch<AuditLogResponse>(`/audit-log?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
