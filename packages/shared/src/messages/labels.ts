export const labels = {
  pendingAlta: 'Pendiente de alta',
  active: 'Activo',
  freeActive: 'Periodo Gratis Activado',
  suspended: 'Cuenta Suspendida',
  cuotaVencida: 'Cuota Vencida',
  noDues: 'Sin vencimientos',
  trialNotice: 'Disfruta de 7 días gratis...',
  trialNoticeLink: 'Conoce nuestros planes',
  trialExpiredNotice:
    'Tu período de prueba gratuito ha finalizado. Elige un plan para que los clientes vuelvan a encontrarte.',
  membershipExpiredNotice:
    'Tu membresía ha vencido. Renueva tu suscripción para que los clientes vuelvan a encontrarte.',
  payHere: 'Puedes abonar aquí',
  trialDaysLeft: 'Te quedan {dias} días de prueba.',
  trialOneDayLeft: 'Te queda 1 día de prueba.',
  choosePlan: 'Elegir un plan',
  trialUntil: 'Hasta el {fecha}',
  paidUntil: 'Abonado hasta el {fecha}',
} as const;
