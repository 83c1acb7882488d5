export const redactor = {
  checkData: 'Verifica los datos',
  tokenIncorrectOrExpired: 'El token ingresado es incorrecto o ha expirado.',
  unexpectedResponse: 'Respuesta inesperada del servidor.',
} as const;
