// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const payScaleKeys = {
  all: ['pay-scales'] as const,
  /** The rows valid today (public). */
  current: ['pay-scales', 'current'] as const,
  /** Every row (admin). */
  list: ['pay-scales', 'all'] as const,
};
