// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.
// A conversation lives under ['messages', solicitudId]: the live-events client invalidates that prefix.

export const conversationKeys = {
  all: ['messages'] as const,
  conversation: (solicitudId: string) => ['messages', solicitudId] as const,
  photo: (path: string | null) => ['message-photos', path] as const,
  reported: ['messages', 'reported'] as const,
  reportedOne: (solicitudId: string) => ['messages', 'reported', solicitudId] as const,
};
/** The lists whose rows carry unread counts ("Mis solicitudes", /dash/pedidos). */
export const solicitudListsKey = ['solicitudes'] as const;
