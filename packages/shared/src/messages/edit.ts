export const edit = {
  loadFailed: 'No se pudieron cargar los datos del profesional. Por favor, intente nuevamente.',
  unexpectedResponse: 'Respuesta inesperada del servidor',
  updateFailed: 'Error al actualizar los datos',
} as const;
