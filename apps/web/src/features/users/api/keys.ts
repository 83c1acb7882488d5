// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const userKeys = {
  all: ['users'] as const,
  lists: ['users', 'list'] as const,
  list: (search: string, page: number) => ['users', 'list', search, page] as const,
  profile: (id: string) => ['users', 'profile', id] as const,
};
