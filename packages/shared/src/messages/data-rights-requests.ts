/** Issue 32, part 3: requests about one's data (Ley 25.326) with their legal deadline. */
export const dataRightsRequests = {
  title: 'Pedidos sobre tus datos personales',
  intro:
    'Podés pedir el acceso a tus datos, su rectificación o su supresión, tengas o no una cuenta. Te damos un código de caso y te respondemos dentro de los 5 días hábiles.',
  kindLabel: '¿Qué querés pedir?',
  kindAccess: 'Acceso a mis datos',
  kindCorrect: 'Rectificación (corregir datos)',
  kindDelete: 'Supresión (borrar datos)',
  kindRequired: 'Elegí qué querés pedir.',
  nameLabel: 'Nombre y apellido',
  nameRequired: 'Ingresá tu nombre y apellido.',
  nameTooLong: 'El nombre puede tener hasta 120 caracteres.',
  detailLabel: 'Contanos qué datos y qué necesitás',
  detailRequired: 'Contanos en al menos 10 caracteres qué datos y qué necesitás.',
  detailTooLong: 'El texto puede tener hasta 2000 caracteres.',
  received: 'Recibimos tu pedido. Tu código de caso es {codigo}. Te responderemos a más tardar el {fecha}.',
  receivedDetail: 'Te enviamos el código por e-mail. Guardalo para cualquier consulta.',
  failed: 'No se pudo enviar el pedido. Intentá nuevamente.',
  privacyLink: 'Hacer un pedido sobre mis datos',
  supportLink: 'Pedidos sobre tus datos',
  // The admins' queue
  queueTitle: 'Pedidos de derechos sobre datos',
  queueIntro:
    'Ley 25.326: cada pedido se responde dentro de los 5 días hábiles desde que se recibió (sin contar fines de semana ni feriados nacionales).',
  queueEmpty: 'No hay pedidos sobre datos personales.',
  loadMore: 'Cargar más',
  queueFailed: 'No se pudieron cargar los pedidos.',
  statusAnswered: 'Respondido',
  statusRequired: 'Elegí si el pedido fue respondido o rechazado.',
  filedOn: 'Recibido el {fecha}',
  dueOn: 'Vence el {fecha}',
  daysLeft: 'Quedan {dias} días hábiles',
  oneDayLeft: 'Queda 1 día hábil',
  dueToday: 'Vence hoy',
  overdue: 'Vencido hace {dias} días hábiles',
  overdueToday: 'Vencido',
  channelPrivacy: 'Desde la política de privacidad',
  channelSupport: 'Desde soporte',
  answer: 'Marcar respondido',
  noteLabel: 'Nota para la persona (qué se hizo o por qué se rechaza)',
  noteRequired: 'Escribí una nota de al menos 5 caracteres.',
  resolved: 'Le enviamos la respuesta por e-mail.',
  resolveFailed: 'No se pudo registrar la respuesta.',
  alreadyResolved: 'Este pedido ya fue respondido.',
  notFound: 'No encontramos ese pedido.',
  // The privacy policy
  registryTitle: 'Registro de la base de datos y a quién reclamar',
  registryNumber:
    'La base de datos de ServiHogar está inscripta en el Registro Nacional de Bases de Datos con el número {numero}.',
  registryPending:
    'La inscripción de la base de datos de ServiHogar en el Registro Nacional de Bases de Datos está en trámite.',
  agency:
    'Si no respondemos tu pedido en el plazo o la respuesta no te satisface, podés reclamar ante la Agencia de Acceso a la Información Pública (AAIP), órgano de control de la Ley 25.326: www.argentina.gob.ar/aaip.',
  // E-mails
  mailReceivedSubject: 'Tu pedido {codigo} sobre tus datos en ServiHogar',
  mailReceived:
    'Recibimos tu pedido de {tipo}. Su código de caso es {codigo} y te responderemos a más tardar el {fecha} (5 días hábiles).',
  mailNotYou: 'Si no hiciste este pedido, podés ignorar este e-mail.',
  mailResolvedSubject: 'Respuesta a tu pedido {codigo} en ServiHogar',
  mailAnswered: 'Respondimos tu pedido {codigo} ({tipo}).',
  mailRejected: 'Rechazamos tu pedido {codigo} ({tipo}).',
  mailNote: 'Nota: {nota}',
  mailAgency:
    'Si no estás de acuerdo, podés reclamar ante la Agencia de Acceso a la Información Pública (AAIP).',
} as const;
