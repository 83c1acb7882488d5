import type { Role } from '@servihogar/shared/constants';

/**
 * Spec §2 route-role mapping of /dash (each key a path under /dash). professionals/* is open
 * to any signed-in user, which the /dash user guard already ensures.
 */
export const DASH_ROLES = {
  perfil: ['Cliente'],
  miPerfil: ['Prestador'],
  licenseTypes: ['Cliente', 'Prestador'],
  licenseSelection: ['Cliente', 'Prestador'],
  /** Mercado Pago's back_url (decision 0038). */
  mercadopago: ['Cliente', 'Prestador'],
  professionalsRegistered: ['Admin'],
  consumerComplaintsManagement: ['Admin'],
  usersRegistered: ['Admin'],
  pendingPayments: ['Admin'],
  'editProfessional/:id': ['Admin'],
  redactorsSignUp: ['Admin'],
  auditLog: ['Admin'],
  // The staff dashboard (issue #12): admins run the advertising and catalogue too.
  redactorsLogin: ['Redactor', 'Admin'],
  'redactorsLogin/categorias': ['Redactor', 'Admin'],
  misSolicitudes: ['Cliente'],
  // Issue 46: the household employer's tools of one of the client's requests.
  'misSolicitudes/:id/empleador': ['Cliente'],
  // Issue 26: the requests clients send to the professional.
  pedidos: ['Prestador'],
  // Issue 16: the client's saved professionals.
  guardados: ['Cliente'],
  // Issue 16: verified professionals.
  verificacion: ['Prestador'],
  verificaciones: ['Admin'],
  // Issue 32: the régimen de casas particulares' minimum pay.
  escalasSalariales: ['Admin'],
  // Issue 32: the queue of requests about personal data (Ley 25.326).
  derechosDatos: ['Admin'],
  // Issue 45: the queue of guarantee claims.
  garantias: ['Admin'],
  // Issue 28: a professional's activity (trial ones too); the metrics, whose ads part redactores see.
  miActividad: ['Prestador'],
  metricas: ['Admin', 'Redactor'],
  // Issue 42: the conversations someone reported (never the others).
  mensajesDenunciados: ['Admin'],
} as const satisfies Record<string, readonly Role[]>;
