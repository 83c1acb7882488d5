// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const adminProfessionalKeys = {
  all: ['professionals-admin'] as const,
  list: (q: string, page: number) => ['professionals-admin', q, page] as const,
};
