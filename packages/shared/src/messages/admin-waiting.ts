/** What waits for an admin (issue 48): the counts in the header and the daily digest e-mail. */
export const adminWaiting = {
  /** The count next to 'Panel de Administrador' / 'Suscripciones', for screen readers. */
  awaitingAltaLabel: 'esperando alta: {cantidad}',
  pendingProofsLabel: 'comprobantes por revisar: {cantidad}',
  digestSubject: 'ServiHogar: hay trámites esperando a un administrador',
  digestIntro: 'Esto espera a un administrador en ServiHogar:',
  digestAwaitingAlta: 'Prestadores registrados esperando el alta: {cantidad}',
  digestPendingProofs: 'Comprobantes de pago por revisar: {cantidad}',
  digestAction: 'Ir al Panel de Administrador',
} as const;
