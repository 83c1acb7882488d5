export const password = {
  minLength: 'La contraseña debe tener al menos 6 caracteres',
  mismatch: 'Las contraseñas no coinciden',
  currentRequired: 'Ingresá tu contraseña actual.',
  changeFailed: 'Error al cambiar la contraseña',
  currentWrong: 'La contraseña actual es incorrecta.',
  changed: 'Tu contraseña fue cambiada. Cerramos tus sesiones en otros dispositivos.',
} as const;
