// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.
// Everything sits under ['notifications'], the prefix the live events invalidate (kind 'notification').

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: (page: number, pageSize: number) => ['notifications', 'list', page, pageSize] as const,
  preferences: ['notifications', 'preferences'] as const,
};
