export const recovery = {
  emailFormat:
    'Formato de mail invalido o mail invalido: Debe cumplir con el formato: {email} y ser un mail valido',
  mismatch: 'Las contraseñas no coinciden.',
  codeRequired: 'Ingresá el código que recibiste por email.',
  mailFailed: 'Error al enviar el correo',
  wrongCode: 'El código que ha introducido es incorrecto, vuelva a ingresar uno válido',
} as const;
