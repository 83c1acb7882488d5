// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const adKeys = {
  all: ['ads'] as const,
  managed: ['ads', 'manage'] as const,
  slot: (path: string) => ['ads', path] as const,
};
