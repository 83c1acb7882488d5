// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const solicitudKeys = {
  mine: ['solicitudes', 'mine'] as const,
  inbox: ['solicitudes', 'inbox'] as const,
  noShows: ['solicitudes', 'no-shows'] as const,
  info: (email: string, idSoli: string) => ['solicitudes', 'info', email.toLowerCase(), idSoli] as const,
};
