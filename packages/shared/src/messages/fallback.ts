export const fallback = {
  descriptionUnavailable: 'Descripción no disponible.',
  noDescription: 'No hay descripción disponible.',
  profession: 'Profesión no especificada',
  coverage: 'No hay cobertura de preferencia aún.',
} as const;
