export const login = {
  emailRequired: 'Ingresá tu email.',
  passwordRequired: 'Ingresá tu contraseña.',
  status400: 'Email o Contraseña no introducida',
  status401: '⚠ Acceso Invalido, verifique las credenciales que proporcionó',
  noResponse: 'Sin Respuesta de Servidor',
  /** Beside every 401 at the client door (whoever signed in, so it reveals nothing about the account). */
  otherDoors: '¿Sos prestador o redactor? Tu cuenta ingresa por otra puerta:',
  professionalDoor: 'Ingreso de Prestadores',
  redactorDoor: 'Ingreso de Redactores',
  /** `{espera}`: "15 minutos", "1 minuto", "40 segundos" (`waitText`). */
  accountThrottled:
    'Demasiados intentos fallidos con esta cuenta. Por seguridad, intentá nuevamente en {espera}.',
} as const;
