export const professionalForm = {
  required: 'Por favor complete todos los campos requeridos.',
  edadMin: 'La edad debe ser un número válido mayor o igual a 18.',
  nuevaCategoria: 'Por favor ingrese el nombre de la nueva categoría.',
  geocodeError: 'Error al obtener la ubicación',
  geocodeNoResults: 'No se encontraron resultados para la dirección proporcionada',
  submitFailed: 'Hubo un error al procesar su solicitud. Por favor, inténtelo de nuevo más tarde.',
  submitLocationFailed:
    'Hubo un error al obtener la ubicación o procesar su solicitud. Por favor, verifique los datos ingresados.',
  /** Says the limit, so the person knows how much to cut (issue 29). */
  tooLong: 'El texto ingresado es demasiado largo: máximo {max} caracteres.',
  tooManyServices: 'Podés ofrecer hasta {max} servicios.',
  unknownCategory: 'La categoría seleccionada no existe.',
  passwordRequired: 'Elegí una contraseña para tu cuenta.',
  emailHasAccount:
    'Ya existe una cuenta con ese email. Iniciá sesión y volvé a "Quiero ser parte" para registrarte como prestador.',
  registered:
    'Registro exitoso. Te enviamos un email con el token para activar tu cuenta; un administrador revisará tu perfil para darte de alta.',
  registeredSignedIn:
    'Registro exitoso. Un administrador revisará tu perfil para darte de alta. Ya podés ingresar también como prestador.',
  updated: 'Los datos del profesional fueron actualizados.',
  contactEmailPendingNote:
    'Confirmación pendiente: enviamos un enlace a {pendiente} (vence en 24 h). Hasta entonces usamos {actual}.',
  dniTaken:
    'Ya existe un perfil profesional con ese DNI. Si es tuyo, iniciá sesión con su cuenta o escribí a soporte.',
} as const;
