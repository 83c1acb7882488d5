// The TanStack Query keys of this feature, in one place: every query and invalidation names them here.

export const destacadosKeys = {
  rules: ['destacados', 'reglas'] as const,
  mine: ['destacados', 'mine'] as const,
};
