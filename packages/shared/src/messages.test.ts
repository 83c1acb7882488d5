import { describe, expect, it } from 'vitest';
import * as msg from './messages.ts';

/** Every text, a nested group (e.g. activity.sources) by its dotted path. */
const textsOf = (prefix: string, texts: object): (readonly [string, string])[] =>
  Object.entries(texts).flatMap(([key, text]) =>
    typeof text === 'string' ? [[`${prefix}.${key}`, text] as const] : textsOf(`${prefix}.${key}`, text),
  );
const entries = Object.entries(msg).flatMap(([group, texts]) => textsOf(group, texts));
const byKey = new Map<string, string>(entries);

// The product's own texts (docs/product.md §2, §4, §5, §6, §8), to the letter: changing one of
// them in messages/ fails here.
const productTexts: Record<string, string> = {
  'registration.nombreMin': '⚠ Nombre debe tener al menos 3 caracteres de largo',
  'registration.apellidoMin': '⚠ Apellido debe tener al menos 3 caracteres de largo',
  'registration.numeroContacto': '⚠ Su número de celular debe tener 10 dígitos',
  'registration.emailFormat': '⚠ Formato de email inválido, debe respetar el formato: {email}',
  'registration.passwordMin': '⚠ La contraseña debe contener más de 6 caracteres',
  'registration.repasswordMismatch': '⚠ Las contraseñas no coinciden!',
  'registration.required': '⚠ Este campo es obligatorio',
  'registration.tokenRequired': 'Debes ingresar un token',
  'registration.verifiedTitle': 'Cuenta verificada',
  'registration.verifiedText': 'Tu cuenta ha sido activada correctamente',
  'registration.tokenInvalid': 'Token inválido',
  'registration.tokenIncorrect': 'El token ingresado es incorrecto.',
  'registration.verifyError': 'Hubo un problema al verificar el token.',
  'registration.unexpected': 'Ocurrió un error inesperado.',
  'login.status400': 'Email o Contraseña no introducida',
  'login.status401': '⚠ Acceso Invalido, verifique las credenciales que proporcionó',
  'login.noResponse': 'Sin Respuesta de Servidor',
  'session.expired': 'La sesión ya expiró, vuelva a iniciar sesión',
  'professionals.loadFailed': 'Error al cargar profesionales',
  'recovery.emailFormat':
    'Formato de mail invalido o mail invalido: Debe cumplir con el formato: {email} y ser un mail valido',
  'recovery.mismatch': 'Las contraseñas no coinciden.',
  'recovery.mailFailed': 'Error al enviar el correo',
  'recovery.wrongCode': 'El código que ha introducido es incorrecto, vuelva a ingresar uno válido',
  'redactor.checkData': 'Verifica los datos',
  'redactor.tokenIncorrectOrExpired': 'El token ingresado es incorrecto o ha expirado.',
  'redactor.unexpectedResponse': 'Respuesta inesperada del servidor.',
  'password.minLength': 'La contraseña debe tener al menos 6 caracteres',
  'password.mismatch': 'Las contraseñas no coinciden',
  'password.changeFailed': 'Error al cambiar la contraseña',
  'professionalForm.required': 'Por favor complete todos los campos requeridos.',
  'professionalForm.edadMin': 'La edad debe ser un número válido mayor o igual a 18.',
  'professionalForm.nuevaCategoria': 'Por favor ingrese el nombre de la nueva categoría.',
  'professionalForm.geocodeError': 'Error al obtener la ubicación',
  'professionalForm.geocodeNoResults': 'No se encontraron resultados para la dirección proporcionada',
  'professionalForm.submitFailed':
    'Hubo un error al procesar su solicitud. Por favor, inténtelo de nuevo más tarde.',
  'professionalForm.submitLocationFailed':
    'Hubo un error al obtener la ubicación o procesar su solicitud. Por favor, verifique los datos ingresados.',
  'edit.loadFailed': 'No se pudieron cargar los datos del profesional. Por favor, intente nuevamente.',
  'edit.unexpectedResponse': 'Respuesta inesperada del servidor',
  'edit.updateFailed': 'Error al actualizar los datos',
  'category.nameRequired': 'Por favor ingrese el nombre de la categoría',
  'category.createFailed': 'Error al crear la categoría.',
  'photo.required': 'Debes seleccionar una imagen antes de guardar.',
  'photo.updateFailed': 'No se pudo actualizar la foto. Inténtalo nuevamente.',
  'complaints.anonymous': 'Anónimo',
  'complaints.loadFailed': 'No se pudieron cargar las denuncias',
  'complaints.sendFailed': 'No se pudo enviar la denuncia',
  'complaints.claimsLoadFailed': 'No se pudieron cargar los reclamos',
  'complaints.claimDeleteFailed': 'No se pudo eliminar el reclamo',
  'complaints.claimUpdateFailed': 'No se pudo actualizar el reclamo',
  'geolocation.unavailable': 'La información de ubicación no está disponible.',
  'geolocation.timeout': 'Tiempo de espera agotado al obtener la ubicación.',
  'nearby.loadFailed': 'Error al obtener profesionales cercanos',
  'nearby.empty': 'No se encontraron profesionales cercanos.',
  'subscription.proofRequired': 'Por favor, selecciona un comprobante de pago',
  'subscription.created': 'Suscripcion creada correctamente!',
  'subscription.createFailed': 'Hubo un problema al crear la suscripción.',
  'rating.starsRequired': 'Por favor ingrese una cantidad de estrellas',
  'rating.sent': 'Calificación enviada!',
  'ban.reasonLabel': 'Motivo',
  'fallback.descriptionUnavailable': 'Descripción no disponible.',
  'fallback.noDescription': 'No hay descripción disponible.',
  'fallback.profession': 'Profesión no especificada',
  'fallback.coverage': 'No hay cobertura de preferencia aún.',
  'securityGate.xss': 'XSS detectado',
  'securityGate.origin': 'Acceso no permitido desde este origen',
  'securityGate.threat': 'Se ha detectado una posible amenaza de seguridad. Acceso bloqueado.',
  'securityGate.validating': 'Estamos validando tu equipo, por favor espere...',
  'toast.welcome': 'Bienvenid@!',
  'toast.loggedOut': 'Has cerrado sesión',
  'labels.pendingAlta': 'Pendiente de alta',
  'labels.freeActive': 'Periodo Gratis Activado',
  'labels.suspended': 'Cuenta Suspendida',
  'labels.cuotaVencida': 'Cuota Vencida',
  'labels.noDues': 'Sin vencimientos',
  'labels.trialNotice': 'Disfruta de 7 días gratis...',
  'labels.payHere': 'Puedes abonar aquí',
  'providerAdmin.suspenderFree': 'Suspender Free',
  'providerAdmin.restablecerAbonado': 'Restablecer abonado',
  'subscriptionsAdmin.search': 'Buscar por nombre o apellido...',
  'subscriptionsAdmin.empty': 'No hay Suscriptores.',
  'pages.notFound': 'Página no encontrada.',
  'pages.backHome': 'Volver al inicio',
  'pages.restricted': 'Usted no tiene acceso a esta ruta',
  'pages.maintenance': '302 Página en mantenimiento',
  'pages.swipeHint': 'Desliza para ver más →',
  'pages.nearbyTitle': 'Profesionales cerca tuyo',
  'pages.noRating': 'Sin calificación',
  'pages.noSimilar': 'No hay perfiles similares aún',
  'pages.noComments': 'Ningún comentario todavía...',
  'pages.adsDirectory': 'Directorio de publicidades',
  'pages.noAds': 'No hay publicidades disponibles.',
  'pages.adPlaceholder': 'Tu publicidad puede ir aquí',
  'pages.alreadyProvider': 'Ya eres un prestador registrado',
  'pages.notForYourRole': 'Esta función no está disponible para tu tipo de usuario',
  'pages.complaintsLoginRequired': 'Debes iniciar sesión para acceder al portal de denuncias y reclamos.',
  'registration.verifyErrorTitle': 'Error',
  'complaints.statsResolved': 'Resuelto',
  'complaints.statsInProgress': 'En progreso',
  'securityGate.protectedBy': 'Protected by',
  'labels.active': 'Activo',
  'providerAdmin.darDeAlta': 'Dar de alta',
  'providerAdmin.suspenderUsuario': 'Suspender Usuario',
  'providerAdmin.habilitarCuenta': 'Habilitar Cuenta',
  'subscriptionsAdmin.title': 'Subscripciones',
  'pages.joinUs': 'Quiero ser parte',
  'pages.enter': 'Entrar',
  'pages.edit': 'Editar',
  'pages.hire': 'Contratar',
  'pages.seeData': 'Ver datos',
  'pages.complaintsTotal': 'Denuncias Totales',
  'pages.complaintDetails': 'Ver detalles completos',
  'pages.newComplaint': 'Nueva Denuncia',
  'pages.uneteANosotros': 'Unete a nosotros',
  'pages.signUp': 'Registrarse',
  'pages.signIn': 'Iniciar Sesión',
  'pages.signOut': 'Cerrar Sesión',
  'pages.myProfile': 'Mi Perfil',
  'pages.adminPanel': 'Panel de Administrador',
  'pages.subscriptions': 'Suscripciones',
  'pages.privacy': 'Politicas de Privacidad',
};

describe('msg', () => {
  it.each(Object.entries(productTexts))('%s is the product text', (key, text) => {
    expect(byKey.get(key)).toBe(text);
  });

  it('holds every text only once', () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const [key, text] of entries) {
      const other = seen.get(text);
      if (other) dupes.push(`${other} = ${key}: ${text}`);
      seen.set(text, key);
    }
    expect(dupes).toEqual([]);
  });

  it('has no empty texts', () => {
    expect(entries.filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
