// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const categoryKeys = {
  /** Every category query, also the public list of `lib/categories.ts` (['categories']). */
  all: ['categories'] as const,
  managed: ['categories', 'manage'] as const,
};
