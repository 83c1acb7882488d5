export const hire = {
  termsRequired: 'Debes aceptar los términos y condiciones para ver los datos de contacto.',
  providersCannotHire: 'Las cuentas de prestador no pueden contratar. Ingresa con una cuenta de cliente.',
  cannotHireSelf: 'No puedes contratarte a ti mismo.',
  serviceNotOffered: 'El profesional no ofrece ese servicio.',
} as const;
