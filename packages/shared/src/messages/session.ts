export const session = {
  expired: 'La sesión ya expiró, vuelva a iniciar sesión',
  loginAgain: 'Volver a iniciar sesión',
} as const;
