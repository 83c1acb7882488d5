/** What waits for an admin (issue 48): the counts in the header, read by screen readers. */
export const adminWaiting = {
  awaitingAltaLabel: 'esperando alta: {cantidad}',
  pendingProofsLabel: 'comprobantes por revisar: {cantidad}',
} as const;

/** The daily digest e-mail to the admins (issue 48); apart, as the web app never shows it. */
export const adminDigest = {
  subject: 'ServiHogar: hay trámites esperando a un administrador',
  intro: 'Esto espera a un administrador en ServiHogar:',
  awaitingAlta: 'Prestadores registrados esperando el alta: {cantidad}',
  pendingProofs: 'Comprobantes de pago por revisar: {cantidad}',
  action: 'Ir al Panel de Administrador',
} as const;
