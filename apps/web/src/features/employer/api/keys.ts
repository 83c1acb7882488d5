// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const employerKeys = {
  all: ['employer'] as const,
  /** A request's employer tools. */
  tools: (solicitudId: string) => ['employer', solicitudId] as const,
};
