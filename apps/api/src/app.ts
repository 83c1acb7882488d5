import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { JSON_BODY_MAX_BYTES } from '@servihogar/shared/constants';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { findCaller } from './accounts/accounts.service.ts';
import type { AppDeps } from './app-deps.ts';
import { createDataVersion } from './cache/data-version.ts';
import { createReadGate } from './cache/read-gate.ts';
import { ResponseCache } from './cache/response-cache.ts';
import type { Config } from './config.ts';
import { createActivityCounter } from './db/activity-counter.ts';
import type { Database } from './db/client.ts';
import { FEATURE_JOBS, FEATURE_ROUTES } from './features/index.ts';
import { pageMetaOf } from './features/share-cards/share-cards.service.ts';
import { createJobs, type Jobs } from './jobs/jobs.ts';
import { secretKey } from './lib/access-token.ts';
import { registerErrorHandler } from './lib/errors.ts';
import type { FileStorage } from './lib/file-storage.ts';
import { redactingLogger } from './lib/log-redaction.ts';
import { createFileStorage } from './lib/open-file-storage.ts';
import { OneLineRequestLog } from './lib/request-log.ts';
import { registerJsonParser, safeValidatorCompiler } from './lib/validation.ts';
import { createMailer, type Mailer } from './mail/mail.ts';
import { registerAccessGuard } from './plugins/access.ts';
import { registerApiDocs, requireSummaries } from './plugins/api-docs.ts';
import { createAuth, registerAuth } from './plugins/auth.ts';
import { registerDraining } from './plugins/draining.ts';
import { declareErrorResponses } from './plugins/error-responses.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { createMetrics, registerMetricsRoute } from './plugins/metrics.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits, registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';
import { createClock, registerTestClockRoute, testClockEnabled } from './plugins/test-clock.ts';
import { registerUploadsRoute } from './plugins/uploads-route.ts';

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
  /** Replaces the event-loop measurement of load shedding (tests: saturation on demand). */
  underPressure?: () => boolean;
  /** Bounds of the public reads' database work (decision 0019); defaults by database kind. */
  readGate?: { concurrency: number; queue: number };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner (decision 0031), for the processes and the tests that drive it. */
    jobs: Jobs;
  }
}

/** Trust the `hops` nearest proxies (what a number means to Fastify, which types only the function). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, files = createFileStorage(config) } = options;
  const clock = createClock(options.now);
  const { now } = clock;
  const { db } = database;
  const logger = options.logger ?? {
    level: config.LOG_LEVEL,
    // Production: stdout written asynchronously, lines that pile up during a write go in the next
    // one (no write per line under load); pino flushes what is left when the process exits.
    ...(config.NODE_ENV === 'production' ? { stream: pino.destination({ dest: 1, sync: false }) } : {}),
  };
  const app = Fastify({
    bodyLimit: JSON_BODY_MAX_BYTES,
    // While closing, requests on kept connections still get plugins/draining.ts's 503 + Retry-After.
    return503OnClosing: false,
    // request.ip (per-IP limits, logs) is the client's, not the load balancer's, when configured.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    logger: logger === false ? false : redactingLogger(logger === true ? {} : logger),
    logController: new OneLineRequestLog(config.NODE_ENV === 'production' ? 'info' : 'debug'),
  });

  app.setValidatorCompiler(safeValidatorCompiler);
  registerJsonParser(app);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // First of the hooks: during a graceful stop, new requests are refused before anything else.
  registerDraining(app);
  // Off unless configured: no counting, no route.
  const metrics = config.METRICS_TOKEN || config.METRICS_ALLOW.length > 0 ? createMetrics(app) : null;
  // Then: a refused read costs nothing else (decision 0019).
  registerLoadShedding(app, {
    maxEventLoopDelayMs: config.SHED_EVENT_LOOP_DELAY_MS ?? (config.NODE_ENV === 'test' ? 0 : 500),
    probe: options.underPressure,
    onShed: metrics?.shed,
  });
  registerSecurityHeaders(app, { https: config.NODE_ENV === 'production' });
  await app.register(fastifyCookie);
  // gzip/brotli for compressible responses of 1 KB or more (JSON lists, the web app's assets).
  await app.register(fastifyCompress, { threshold: 1024 });
  await registerMultipart(app);
  await registerApiDocs(app, { serverUrl: config.PUBLIC_URL, enabled: config.API_DOCS });
  registerUploadsRoute(app, files);
  const limiter = await registerRateLimit(app, {
    redisUrl: config.REDIS_URL,
    keyPrefix: options.rateLimitKeyPrefix,
  });
  registerAuth(app);

  const mailer =
    options.mailer ?? createMailer(config, app.log, db, { exclusive: database.kind === 'pglite' });
  // Mails queued after the response (password recovery) are stored, and the delivery in hand
  // finishes, before the process stops.
  app.addHook('onClose', () => mailer.close());
  const tokenSecret = secretKey(config.JWT_SECRET);
  const auth = createAuth({ secret: tokenSecret, now, findCaller: (id) => findCaller(db, id) });
  // Public reads: answers cached per data version (decision 0028), database work bounded so that
  // writes always find a connection (0019). PostgreSQL's pool has 10 connections; PGlite one.
  const versions = await createDataVersion(database);
  app.addHook('onClose', () => versions.close());
  const gate = createReadGate(
    options.readGate ??
      (database.kind === 'postgres' ? { concurrency: 6, queue: 256 } : { concurrency: 2, queue: 256 }),
  );
  const jobs = createJobs({ db, now, log: app.log });
  app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', jobs);
  const activity = createActivityCounter({
    db,
    now,
    onError: (error) => app.log.warn({ err: error }, 'activity counts not written yet'),
  });
  // Pending counts are written when the server stops, before the database closes.
  app.addHook('onClose', () => activity.close());
  const deps: AppDeps = {
    config,
    database,
    db,
    now,
    publicUrl: config.PUBLIC_URL,
    secureCookies: config.NODE_ENV === 'production',
    tokenSecret,
    mailer,
    files,
    limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    limiter,
    auth,
    cache: new ResponseCache({ versions, now, gate, ttlMs: config.PUBLIC_CACHE_TTL_MS }),
    jobs,
    activity,
  };
  if (metrics)
    registerMetricsRoute(app, metrics, {
      token: config.METRICS_TOKEN,
      allow: config.METRICS_ALLOW,
      database,
      cache: deps.cache,
      now,
    });
  if (testClockEnabled(config)) registerTestClockRoute(app, clock, () => jobs.nudge({ sweep: true }));

  // Every feature route behind one guard (signed-in callers unless its config.access says otherwise)
  // and documented (a summary; its security and error answers come from the same declarations).
  for (const register of FEATURE_JOBS) register(deps, app.log);
  await app.register(async (features) => {
    registerAccessGuard(features, auth);
    requireSummaries(features);
    declareErrorResponses(features);
    for (const routes of FEATURE_ROUTES) await features.register(routes, deps);
  });

  await registerSpa(app, config, (path) => pageMetaOf(db, path, now()));
  return app;
}
