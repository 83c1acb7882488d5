import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { JSON_BODY_MAX_BYTES } from '@servihogar/shared/constants';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { adsRoutes } from './features/ads/ads.routes.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import type { AccountsContext } from './features/auth/accounts-context.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { recoveryRoutes } from './features/auth/recovery.routes.ts';
import { registrationRoutes } from './features/auth/registration.routes.ts';
import { categoriesRoutes } from './features/categories/categories.routes.ts';
import { commentsRoutes } from './features/comments/comments.routes.ts';
import { complaintsRoutes } from './features/complaints/complaints.routes.ts';
import { geoRoutes } from './features/geo/geo.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { discoveryRoutes } from './features/professionals/discovery.routes.ts';
import { professionalsRoutes } from './features/professionals/professionals.routes.ts';
import { professionalProfileRoutes } from './features/professionals/profile.routes.ts';
import { professionalsAdminRoutes } from './features/professionals-admin/professionals-admin.routes.ts';
import { redactorsRoutes } from './features/redactors/redactors.routes.ts';
import { solicitudesRoutes } from './features/solicitudes/solicitudes.routes.ts';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes.ts';
import { createTrialReminders, registerTrialReminderHook } from './features/subscriptions/trial-reminder.ts';
import { findCaller } from './features/users/accounts.service.ts';
import { profileRoutes } from './features/users/profile.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { verificationRoutes } from './features/verification/verification.routes.ts';
import { secretKey } from './plugins/access-token.ts';
import { createAuth, registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { createFileStorage, type FileStorage, registerUploadsRoute } from './plugins/files.ts';
import { redactingLogger } from './plugins/log-redaction.ts';
import { createMailer, type Mailer } from './plugins/mail.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits, registerRateLimit } from './plugins/rate-limit.ts';
import { QuietRequestLog } from './plugins/request-log.ts';
import { registerSpa } from './plugins/spa.ts';
import { createClock, registerTestClockRoute, testClockEnabled } from './plugins/test-clock.ts';
import { safeValidatorCompiler } from './plugins/validation.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  /** The clock of every time-based rule (trial, fees, ad windows); tests pass a fixed one. */
  now?: () => Date;
  files?: FileStorage;
  /** Default: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
  mailer?: Mailer;
  /** Throttling limits; the defaults are the production values (tests of other features raise them). */
  rateLimits?: Partial<RateLimits>;
  /** Prefix of the Redis rate-limit keys (tests use a random one). */
  rateLimitKeyPrefix?: string;
  logger?: FastifyServerOptions['logger'];
};

const SELF = "'self'";

/** Trust the `hops` nearest proxies (what a number means to Fastify, which types only the function). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, files = createFileStorage(config) } = options;
  const clock = createClock(options.now);
  const { now } = clock;
  const { db } = database;
  const logger = options.logger ?? { level: config.LOG_LEVEL };
  const app = Fastify({
    bodyLimit: JSON_BODY_MAX_BYTES,
    // request.ip (per-IP limits, logs) is the client's, not the load balancer's, when configured.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    logger: logger === false ? false : redactingLogger(logger === true ? {} : logger),
    ...(config.NODE_ENV === 'production' ? {} : { logController: new QuietRequestLog() }),
  });

  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        scriptSrc: [SELF],
        // react-hot-toast injects a <style> element.
        styleSrc: [SELF, "'unsafe-inline'"],
        imgSrc: [SELF, 'data:', 'blob:'],
        connectSrc: [SELF],
        fontSrc: [SELF, 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: [SELF],
        formAction: [SELF],
      },
    },
    // HSTS only where the site is served over HTTPS.
    strictTransportSecurity: config.NODE_ENV === 'production',
  });
  await app.register(fastifyCookie);
  // gzip/brotli for compressible responses of 1 KB or more (JSON lists, the web app's assets).
  await app.register(fastifyCompress, { threshold: 1024 });
  await registerMultipart(app);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'ServiHogar API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  registerUploadsRoute(app, files);
  await registerRateLimit(app, { redisUrl: config.REDIS_URL, keyPrefix: options.rateLimitKeyPrefix });
  registerAuth(app);

  const mailer = options.mailer ?? createMailer(config, app.log, db);
  // Mails queued after the response (password recovery) are stored, and the delivery in hand
  // finishes, before the process stops.
  app.addHook('onClose', () => mailer.close());
  const tokenSecret = secretKey(config.JWT_SECRET);
  const auth = createAuth({ secret: tokenSecret, now, findCaller: (id) => findCaller(db, id) });
  const ctx: AccountsContext = { db, now, mailer, publicUrl: config.PUBLIC_URL, tokenSecret };
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const publicUrl = config.PUBLIC_URL;
  const reminders = createTrialReminders({ db, mailer, publicUrl });
  // Before the routes, so the hook applies to theirs.
  registerTrialReminderHook(app, reminders, { now, mailer });
  if (testClockEnabled(config)) registerTestClockRoute(app, clock);
  const secureCookies = config.NODE_ENV === 'production';

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { ctx, limits, secureCookies });
  await app.register(registrationRoutes, { ctx, limits });
  await app.register(recoveryRoutes, { ctx, limits });
  await app.register(usersRoutes, { db, now, auth });
  await app.register(redactorsRoutes, { ctx, auth });
  await app.register(profileRoutes, { db, now, auth, files, limits, secureCookies });
  await app.register(categoriesRoutes, { db, now, auth, files });
  await app.register(geoRoutes, { geocoderUrl: config.GEOCODER_URL });
  await app.register(professionalsRoutes, { db, now });
  await app.register(discoveryRoutes, { db, now });
  await app.register(commentsRoutes, { db, now, auth });
  await app.register(solicitudesRoutes, { ctx, auth, limits });
  await app.register(professionalProfileRoutes, { ctx, auth, files, limits, secureCookies });
  await app.register(adsRoutes, { db, files, now, auth });
  await app.register(professionalsAdminRoutes, { db, now, auth, mailer, publicUrl, reminders });
  await app.register(subscriptionsRoutes, { db, now, auth, files, mailer, publicUrl });
  await app.register(verificationRoutes, { db, now, auth, files, mailer, publicUrl });
  await app.register(auditRoutes, { db, auth });
  await app.register(complaintsRoutes, { ctx: { db, now, mailer, publicUrl }, auth });

  await registerSpa(app, config);
  return app;
}
