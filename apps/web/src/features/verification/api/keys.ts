import type { DocumentStatus } from '@servihogar/shared/verification';

// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const verificationKeys = {
  all: ['verification'] as const,
  mine: ['verification', 'mine'] as const,
  queue: (estado: DocumentStatus, page: number) => ['verification', 'queue', estado, page] as const,
  file: (path: string | null) => ['verification', 'file', path] as const,
};
