export const hire = {
  termsRequired: 'Tenés que aceptar los términos y condiciones para ver los datos de contacto.',
  providersCannotHire: 'Las cuentas de prestador no pueden contratar. Ingresá con una cuenta de cliente.',
  cannotHireSelf: 'No podés contratarte a vos mismo.',
  serviceNotOffered: 'El profesional no ofrece ese servicio.',
} as const;
