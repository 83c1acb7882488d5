/** Filters, search and the rate and availability a professional gives (issue 27). */
export const finding = {
  invalidSort:
    'El orden elegido no existe. Elegí Todos, Mejor calificación, Más recientes, Más cerca o Menor tarifa.',
  nearestNeedsPoint: 'Para ordenar por "Más cerca" hace falta tu ubicación (latitud y longitud).',
  invalidRating: 'El filtro de calificación solo admite "4 estrellas o más".',
  invalidOption: 'Esa opción no existe para esta categoría.',
  invalidDay: 'El día elegido no existe. Usá lun, mar, mie, jue, vie, sab o dom.',
  invalidFastResponse: 'El filtro "Responde rápido" solo admite true o false.',
  fastResponse: 'Responde rápido',
  invalidLocality: 'La localidad no es válida.',
  searchTooLong: 'La búsqueda admite hasta 200 caracteres.',
  rateAmount: 'Ingresá un monto en pesos, sin centavos (o elegí "A convenir").',
  rateUnit: 'Elegí por hora, por jornada, por visita o a convenir.',
  availabilityInvalid: 'Elegí días y franjas de la lista.',
  empty: 'No encontramos profesionales con estos filtros.',
  emptySearch: 'No encontramos profesionales para tu búsqueda.',
  nearestLocalities: 'Hay profesionales de este servicio en localidades cercanas:',
  clearFilters: 'Limpiar filtros',
  searchLabel: 'Buscar servicios y profesionales',
  searchPlaceholder: 'Buscar servicio o persona',
  suggestionsFailed: 'No se pudieron cargar las sugerencias.',
  locationDenied: 'No pudimos obtener tu ubicación. Revisá los permisos del navegador.',
} as const;
