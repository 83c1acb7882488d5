export const session = {
  expired: 'La sesión ya expiró, vuelva a iniciar sesión',
  loginAgain: 'Volver a iniciar sesión',
  /** On '/', after a /dash link opened signed out (the user guard's redirect). */
  signInToSeeProfile: 'Iniciá sesión o registrate para ver el perfil de {nombre}',
  signInToSeePage: 'Iniciá sesión o registrate para ver esa página',
} as const;
