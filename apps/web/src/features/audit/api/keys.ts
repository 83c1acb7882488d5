// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const auditKeys = {
  log: (action: string, limit: number, offset: number) => ['audit-log', action, limit, offset] as const,
};
