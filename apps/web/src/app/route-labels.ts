import { msg } from '@servihogar/shared/messages';

/** Spanish names of route segments: breadcrumb labels and page titles (spec §2 'Breadcrumb'). */
export const SEGMENT_LABELS: Record<string, string> = {
  login: msg.pages.signIn,
  signin: 'Ingreso de Prestadores',
  signinRedactor: 'Ingreso de Redactores',
  missPassword: 'Recuperar contraseña',
  missPasswordPrest: 'Recuperar contraseña',
  missPasswordRedactor: 'Recuperar contraseña',
  signup: msg.pages.signUp,
  workWithUs: msg.pages.uneteANosotros,
  politicas: msg.pages.privacy,
  consumerComplaints: 'Portal de Denuncias y Reclamos',
  banners: 'Publicidades',
  horizontal: 'Banners horizontales',
  vertical: 'Banners verticales',
  popUp: 'Pop-ups',
  restricted: 'Acceso restringido',
  verificar: 'Verificar cuenta',
  perfil: msg.pages.myProfile,
  miPerfil: msg.pages.myProfile,
  licenseTypes: 'Planes de suscripción',
  licenseSelection: 'Pago de suscripción',
  professionalsRegistered: 'Profesionales registrados',
  consumerComplaintsManagement: 'Gestión de denuncias',
  usersRegistered: 'Usuarios registrados',
  pendingPayments: msg.subscriptionsAdmin.title,
  editProfessional: 'Editar profesional',
  redactorsSignUp: 'Alta de redactores',
  redactorsLogin: msg.pages.redactorPanel,
  professionals: 'Profesionales',
  calificacion: 'Calificación',
  misSolicitudes: 'Mis solicitudes',
  auditLog: 'Registro de auditoría',
};

export const PROFESSIONAL_FALLBACK_LABEL = 'Profesional';
