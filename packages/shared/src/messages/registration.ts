export const registration = {
  nombreMin: '⚠ Nombre debe tener al menos 3 caracteres de largo',
  apellidoMin: '⚠ Apellido debe tener al menos 3 caracteres de largo',
  numeroContacto: '⚠ Su número de celular debe tener 10 dígitos',
  emailFormat: '⚠ Formato de email inválido, debe respetar el formato: {email}',
  passwordMin: '⚠ La contraseña debe contener más de 6 caracteres',
  repasswordMismatch: '⚠ Las contraseñas no coinciden!',
  required: '⚠ Este campo es obligatorio',
  tokenRequired: 'Debes ingresar un token',
  verifiedTitle: 'Cuenta verificada',
  verifiedText: 'Tu cuenta ha sido activada correctamente',
  tokenInvalid: 'Token inválido',
  tokenIncorrect: 'El token ingresado es incorrecto.',
  verifyErrorTitle: 'Error',
  verifyError: 'Hubo un problema al verificar el token.',
  unexpected: 'Ocurrió un error inesperado.',
  /**
   * Under the token prompt after every sign-up, whatever the address (the answer never says whether
   * it was taken): an address with an account gets no token (issue 29).
   */
  alreadyHaveAccount: 'Si ya tenés cuenta,',
  alreadyHaveAccountSignIn: 'iniciá sesión',
  alreadyHaveAccountRecover: 'recuperá tu contraseña',
} as const;
