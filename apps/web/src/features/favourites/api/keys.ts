// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const favouriteKeys = {
  all: ['favourites'] as const,
};
