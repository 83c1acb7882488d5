// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const commentKeys = {
  mine: (professionalId: string) => ['my-comment', professionalId] as const,
};
