import type { AdminComplaintsQuery } from '@servihogar/shared/complaints';

// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const complaintKeys = {
  all: ['complaints'] as const,
  feed: (ciudad: string, criticidad: string) => ['complaints', 'feed', ciudad, criticidad] as const,
  mine: ['complaints', 'mine'] as const,
  admin: (query: AdminComplaintsQuery) => ['complaints', 'admin', query] as const,
};
