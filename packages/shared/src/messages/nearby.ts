export const nearby = {
  loadFailed: 'Error al obtener profesionales cercanos',
  empty: 'No se encontraron profesionales cercanos.',
  invalidCoordinates:
    'Coordenadas inválidas: la latitud debe estar entre -90 y 90 y la longitud entre -180 y 180.',
} as const;
