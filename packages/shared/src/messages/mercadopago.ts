/** Mercado Pago subscriptions (decision 0038). */
export const mercadoPago = {
  pay: 'Pagar con Mercado Pago',
  paying: 'Te llevamos a Mercado Pago…',
  payHint: 'Débito automático mensual con tu cuenta de Mercado Pago; podés darlo de baja cuando quieras.',
  trialHint: 'Estás en tu prueba gratis: el primer cobro se hace cuando termina, no antes.',
  onlyMonthly: 'Mercado Pago solo está disponible para planes mensuales.',
  unavailable: 'El pago con Mercado Pago no está disponible.',
  gatewayFailed: 'Mercado Pago no respondió. Probá de nuevo en unos minutos o pagá por transferencia.',
  startFailed: 'No se pudo iniciar el pago con Mercado Pago.',
  reason: 'ServiHogar: plan {plan}',
  created: 'Te enviamos a Mercado Pago para autorizar el débito.',
  returnTitle: 'Pago con Mercado Pago',
  returnPending: 'Pendiente de confirmación',
  returnPendingHint: 'Mercado Pago todavía no nos confirmó el pago. Esta página se actualiza sola.',
  returnConfirmed: 'Pago confirmado',
  returnConfirmedHint: 'Tu suscripción está al día hasta el {fecha}.',
  returnFailed: 'Pago rechazado',
  returnFailedHint: 'Mercado Pago rechazó el cobro. Podés intentar de nuevo o pagar por transferencia.',
  returnCancelled: 'Suscripción cancelada en Mercado Pago',
  returnUnknown: 'No encontramos ese pago.',
  backToPlans: 'Volver a los planes',
  methodTransfer: 'Transferencia',
  methodMercadoPago: 'Mercado Pago',
  colMethod: 'Medio de pago',
  mismatch: 'Revisar: {detalle}',
  mismatchMissingPayment: 'confirmada sin cobro aprobado en Mercado Pago',
  mismatchUnrecorded: 'Mercado Pago cobró {cantidad} vez/veces y registramos {registrados}',
  mismatchRefundDue:
    'Mercado Pago cobró {cantidad} vez/veces después de la baja o el arrepentimiento: devolver esos cobros',
  state: {
    pending: 'MP: pendiente',
    authorized: 'MP: autorizada',
    paused: 'MP: pausada',
    cancelled: 'MP: cancelada',
  } as Record<string, string>,
  mismatchMailSubject: 'Mercado Pago: diferencias en suscripciones',
  mismatchMailIntro:
    'La conciliación nocturna encontró diferencias entre nuestras suscripciones y Mercado Pago:',
  refundDueMailIntro:
    'Mercado Pago cobró una suscripción después de su baja o arrepentimiento. No sumamos días: hay que devolver el cobro.',
} as const;

/** Authorised during the free trial, before its first charge (issue 48); apart, as few pages say it. */
export const mercadoPagoTrial = {
  authorizedFirstCharge: 'Débito automático autorizado: el primer cobro es el {fecha}',
  authorizedMailSubject: 'Débito automático autorizado en ServiHogar',
} as const;
