// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const homeKeys = {
  /** Under 'professionals', so a professional's edit refreshes the nearby list too. */
  nearby: (latitude: number | undefined, longitude: number | undefined) =>
    ['professionals', 'nearby', latitude, longitude] as const,
};
