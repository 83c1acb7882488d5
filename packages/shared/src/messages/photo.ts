export const photo = {
  required: 'Debes seleccionar una imagen antes de guardar.',
  updateFailed: 'No se pudo actualizar la foto. Inténtalo nuevamente.',
  updated: 'Foto actualizada.',
} as const;
