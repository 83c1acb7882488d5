export const accounts = {
  registered: 'Te enviamos un email con el token para activar tu cuenta.',
  verificationResent:
    'Si el email corresponde a una cuenta sin verificar, te enviamos un nuevo correo de verificación. Vence en 24 horas.',
  recoveryMailSent:
    'Si el email corresponde a una cuenta, te enviamos un código de verificación. Vence en 15 minutos.',
  passwordUpdated: 'Tu contraseña fue actualizada. Ya podés iniciar sesión.',
  redactorCreated: 'Redactor creado. Le enviamos un email con su token de verificación.',
  userBanned: 'El usuario fue suspendido.',
  userUnbanned: 'El usuario fue reactivado. Ya puede iniciar sesión.',
  notBanned: 'El usuario no está suspendido.',
  cannotBanSelf: 'No podés suspender tu propia cuenta.',
  cannotBanAdmin: 'No podés suspender a otro administrador.',
  csrfMissing: 'Falta el encabezado de seguridad de la sesión. Recargá la página e intentá nuevamente.',
  mailUnavailable: 'No pudimos enviar el email. Intentá nuevamente más tarde.',
} as const;
