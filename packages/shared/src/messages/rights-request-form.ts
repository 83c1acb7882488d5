// The form of the consumer buttons without signing in (issue 32) and what it answers at once (issue
// 41). Apart from subscriptionRights, which the footer brings into the first page's chunk: only the
// form's own chunk carries these.

export const rightsRequestForm = {
  publicTitle: 'Botón de arrepentimiento y Botón de baja',
  publicIntro:
    'Si contrataste un plan de ServiHogar como prestador, podés arrepentirte dentro de los 10 días de aprobado el pago o dar de baja la renovación cuando quieras, sin iniciar sesión.',
  publicKindLabel: '¿Qué querés hacer?',
  publicWithdraw: 'Arrepentirme de la contratación (Botón de arrepentimiento)',
  publicCancel: 'Dar de baja la suscripción (Botón de baja)',
  publicDniLabel: 'DNI del prestador',
  publicReceived:
    'Recibimos tu pedido. Tu código de caso es {codigo}. Si los datos corresponden a una suscripción, enviamos un enlace al e-mail de esa cuenta: el pedido se cumple cuando lo confirmes desde ese enlace, que vence en 24 horas.',
  publicReceivedDetail:
    'Guardá el código para cualquier consulta. Si no confirmás el enlace dentro de las 24 horas, el pedido queda sin efecto y podés volver a hacerlo.',
} as const;
