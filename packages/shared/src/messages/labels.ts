export const labels = {
  pendingAlta: 'Pendiente de alta',
  /** For a professional who registered and has not been given alta yet (issue 29). */
  pendingAltaTitle: 'Tu perfil está pendiente de alta: todavía no aparece en los listados.',
  pendingAltaReview:
    'Un administrador revisa que tus datos estén completos y sean reales (nombre, DNI, edad, celular, servicios y zona de cobertura); suele hacerlo en 1 día hábil.',
  pendingAltaTrial: 'Te avisamos por email cuando te dé de alta: ese día empiezan tus 7 días gratis.',
  active: 'Activo',
  freeActive: 'Periodo Gratis Activado',
  suspended: 'Cuenta Suspendida',
  cuotaVencida: 'Cuota Vencida',
  noDues: 'Sin vencimientos',
  trialNotice: 'Disfruta de 7 días gratis...',
  trialNoticeLink: 'Conoce nuestros planes',
  trialExpiredNotice:
    'Tu período de prueba gratuito ha finalizado. Elegí un plan para que los clientes vuelvan a encontrarte.',
  membershipExpiredNotice:
    'Tu membresía ha vencido. Renová tu suscripción para que los clientes vuelvan a encontrarte.',
  payHere: 'Puedes abonar aquí',
  trialDaysLeft: 'Te quedan {dias} días de prueba.',
  trialOneDayLeft: 'Te queda 1 día de prueba.',
  choosePlan: 'Elegir un plan',
  trialUntil: 'Hasta el {fecha}',
  paidUntil: 'Abonado hasta el {fecha}',
} as const;
