// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const dataRightsKeys = {
  /** The admins' queue of requests about personal data (issue 32). */
  requests: ['data-rights', 'requests'] as const,
};
