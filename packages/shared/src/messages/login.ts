export const login = {
  emailRequired: 'Ingresa tu email.',
  passwordRequired: 'Ingresa tu contraseña.',
  status400: 'Email o Contraseña no introducida',
  status401: '⚠ Acceso Invalido, verifique las credenciales que proporcionó',
  noResponse: 'Sin Respuesta de Servidor',
} as const;
