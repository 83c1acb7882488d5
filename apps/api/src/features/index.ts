import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { activityRoutes } from './activity/activity.routes.ts';
import { adminWaitingRoutes } from './admin-waiting/admin-waiting.routes.ts';
import { registerAdminDigest } from './admin-waiting/admin-waiting.service.ts';
import { adsRoutes } from './ads/ads.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { clientRegistrationRoutes } from './auth/client-registration.routes.ts';
import { recoveryRoutes } from './auth/recovery.routes.ts';
import { registerBookingJobs } from './bookings/bookings.jobs.ts';
import { bookingsRoutes } from './bookings/bookings.routes.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { categoriesRoutes } from './categories/categories.routes.ts';
import { commentsRoutes } from './comments/comments.routes.ts';
import { complaintsRoutes } from './complaints/complaints.routes.ts';
import { conversationsRoutes } from './conversations/conversations.routes.ts';
import { dataRightsRoutes } from './data-rights/data-rights.routes.ts';
import { dataRightsRequestsRoutes } from './data-rights/data-rights-requests.routes.ts';
import { registerDestacadoJobs } from './destacados/destacados.jobs.ts';
import { destacadosRoutes } from './destacados/destacados.routes.ts';
import { registerEmployerJobs } from './employer/employer.jobs.ts';
import { employerRoutes } from './employer/employer.routes.ts';
import { favouritesRoutes } from './favourites/favourites.routes.ts';
import { findingRoutes } from './finding/finding.routes.ts';
import { geoRoutes } from './geo/geo.routes.ts';
import { guaranteeRoutes } from './guarantee/guarantee.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { registerInvoiceJobs } from './invoices/invoices.jobs.ts';
import { invoicesRoutes } from './invoices/invoices.routes.ts';
import { liveEventsRoutes } from './live-events/live-events.routes.ts';
import { registerLiveEventJobs } from './live-events/live-events.service.ts';
import { registerMercadoPagoJobs } from './mercadopago/mercadopago.jobs.ts';
import { mercadoPagoRoutes } from './mercadopago/mercadopago.routes.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import { registerNotificationJobs } from './notifications/notifications.jobs.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { pushRoutes } from './notifications/push.routes.ts';
import { registerWhatsAppJobs } from './notifications/whatsapp.jobs.ts';
import { whatsAppRoutes } from './notifications/whatsapp.routes.ts';
import { whatsAppWebhookRoutes } from './notifications/whatsapp-webhook.routes.ts';
import { backupRoutes } from './ops/backup.routes.ts';
import { payScalesRoutes } from './pay-scales/pay-scales.routes.ts';
import { discoveryRoutes } from './professionals/discovery.routes.ts';
import { professionalProfileRoutes } from './professionals/profile.routes.ts';
import { professionalRegistrationRoutes } from './professionals/registration.routes.ts';
import { professionalsAdminRoutes } from './professionals-admin/professionals-admin.routes.ts';
import { redactorsRoutes } from './redactors/redactors.routes.ts';
import { shareCardsRoutes } from './share-cards/share-cards.routes.ts';
import { registerSolicitudJobs } from './solicitudes/solicitudes.jobs.ts';
import { solicitudesRoutes } from './solicitudes/solicitudes.routes.ts';
import { rightsRoutes } from './subscription-rights/rights.routes.ts';
import { rightsRequestsRoutes } from './subscription-rights/rights-requests.routes.ts';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes.ts';
import { registerTrialReminders } from './subscriptions/trial-reminder.service.ts';
import { userProfileRoutes } from './users/user-profile.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { registerCertificateJobs } from './verification/certificate.jobs.ts';
import { verificationRoutes } from './verification/verification.routes.ts';

/** A feature's routes: a Fastify plugin that takes the one AppDeps as its options. */
export type FeatureRoutes = FastifyPluginAsyncZod<AppDeps>;

/**
 * Every route file of every feature, by feature; app.ts registers each one the same way:
 * `app.register(routes, deps)`. A new route file is added here and nowhere else.
 */
export const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  healthRoutes,
  // auth: the three sign-in doors and sessions, client registration and e-mail verification, recovery
  authRoutes,
  clientRegistrationRoutes,
  recoveryRoutes,
  // users: the admin's user list; then the signed-in user's own profile
  usersRoutes,
  redactorsRoutes,
  userProfileRoutes,
  categoriesRoutes,
  geoRoutes,
  // finding: the public listing with its filters and search, the search box's suggestions
  findingRoutes,
  // professionals: one professional, nearby and similar
  discoveryRoutes,
  commentsRoutes,
  solicitudesRoutes,
  // guarantee claims on verified hires (issue 45)
  guaranteeRoutes,
  conversationsRoutes,
  // bookings: dated requests, series, proposals and calendar feeds (issue 43)
  bookingsRoutes,
  // professionals: registration (/workWithUs) and the professional's own profile
  professionalRegistrationRoutes,
  professionalProfileRoutes,
  // the professional's calendar and its free times (issue 43)
  calendarRoutes,
  adsRoutes,
  professionalsAdminRoutes,
  // what waits for an admin: the header's counts and the daily digest (issue 48)
  adminWaitingRoutes,
  // subscriptions: transfers with a proof; Mercado Pago; the baja, the arrepentimiento and the rights requests
  subscriptionsRoutes,
  mercadoPagoRoutes,
  rightsRoutes,
  rightsRequestsRoutes,
  // invoices: ARCA's comprobantes of the subscription payments and their PDFs (issue 46)
  invoicesRoutes,
  // verification: identity and licence documents, the admins' review queue
  verificationRoutes,
  // "Profesional destacado": the published rules and the professional's tracker (issue 45)
  destacadosRoutes,
  auditRoutes,
  complaintsRoutes,
  favouritesRoutes,
  // data rights: the person's download and account deletion; requests with a deadline (Ley 25.326)
  dataRightsRoutes,
  dataRightsRequestsRoutes,
  // share cards: the link-preview image of a profile
  shareCardsRoutes,
  // live events: the pages' Server-Sent Events stream and its ticket (issue 42, decision 0058)
  liveEventsRoutes,
  // pay scales: the régimen de casas particulares' minimum pay
  payScalesRoutes,
  // the household employer's tools on a client's request: calculator, aguinaldo, receipt (issue 46)
  employerRoutes,
  // ops: the backup archive for `npm run backup` (decision 0034)
  backupRoutes,
  // activity and metrics: a professional's own figures, the admins' dashboard (issue 28)
  activityRoutes,
  metricsRoutes,
  // the notification centre: the bell, the preferences, the channels' delivery jobs (issue 42)
  notificationsRoutes,
  // the phone's channels of the notifications: Web Push, WhatsApp and its status webhooks (issue 42)
  pushRoutes,
  whatsAppRoutes,
  whatsAppWebhookRoutes,
];

/** A feature's jobs and sweeps on the one runner (decision 0031, `deps.jobs`), registered before any route. */
export type FeatureJobs = (deps: AppDeps, log: FastifyBaseLogger) => void;

/**
 * Every feature's background work, beside its routes: app.ts registers each one the same way. A job
 * or sweep is added here and nowhere else, never from a routes plugin.
 */
export const FEATURE_JOBS: readonly FeatureJobs[] = [
  // solicitudes: expired requests, the arrival question, overdue leads
  registerSolicitudJobs,
  // what waits for an admin: the daily digest (issue 48)
  registerAdminDigest,
  // subscriptions: the trial-ending reminder; Mercado Pago: notifications, cancels and reconciliation
  registerTrialReminders,
  registerMercadoPagoJobs,
  // invoices: each confirmed period's comprobante at ARCA (issue 46)
  registerInvoiceJobs,
  // the notification centre's deliveries and digest; WhatsApp's codes (issue 42); the live events' retention
  registerNotificationJobs,
  registerWhatsAppJobs,
  registerLiveEventJobs,
  // bookings: reminders, the day after, series rolled forward (issue 43)
  registerBookingJobs,
  // the household employer's tools: the aguinaldo reminders in June and December (issue 46)
  registerEmployerJobs,
  // badges (issue 45): the nightly "Profesional destacado" recomputation; certificates' reminders
  registerDestacadoJobs,
  registerCertificateJobs,
];
