export const professionals = {
  loadFailed: 'Error al cargar profesionales',
} as const;
