export const login = {
  emailRequired: 'Ingresa tu email.',
  passwordRequired: 'Ingresa tu contraseña.',
  status400: 'Email o Contraseña no introducida',
  status401: '⚠ Acceso Invalido, verifique las credenciales que proporcionó',
  noResponse: 'Sin Respuesta de Servidor',
  /** `{espera}`: "15 minutos", "1 minuto", "40 segundos" (`waitText`). */
  accountThrottled:
    'Demasiados intentos fallidos con esta cuenta. Por seguridad, intenta nuevamente en {espera}.',
} as const;
