import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResponseCache } from './cache/response-cache.ts';
import type { Config } from './config.ts';
import type { ActivityCounter } from './db/activity-counter.ts';
import type { Database, Db } from './db/client.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { FileStorage } from './lib/file-storage.ts';
import type { Mailer } from './mail/mail.ts';
import type { Auth } from './plugins/auth.ts';
import type { LimiterStatus, RateLimits } from './plugins/rate-limit.ts';

/**
 * Everything a feature stands on, built once in app.ts and handed to every feature plugin
 * (`app.register(feature, deps)`, the list in features/index.ts). Services take the part they use:
 * `Pick<AppDeps, 'db' | 'now'>`. Only types here, so any floor above db/mail/cache/plugins may import it.
 */
export type AppDeps = {
  config: Config;
  /** The database handle (kind, ping, close); `db` is its Drizzle client. */
  database: Database;
  db: Db;
  /** The clock of every time-based rule (trial, fees, ad windows); tests pass a fixed one. */
  now: () => Date;
  /** config.PUBLIC_URL, for the links in e-mails. */
  publicUrl: string;
  /** Refresh cookies marked Secure (production). */
  secureCookies: boolean;
  /** The HS256 key of access tokens (from config.JWT_SECRET). */
  tokenSecret: Uint8Array;
  /** Mails are queued in the outbox, in the transaction of the change they announce. */
  mailer: Mailer;
  files: FileStorage;
  /** Throttling limits of the rate-limited routes. */
  limits: RateLimits;
  /** Where the limits' counters live now (Redis, or in process while it is away): for readiness. */
  limiter: LimiterStatus;
  /** The route guards (requireAuth, requireRole). */
  auth: Auth;
  /** Public reads' answers, kept per data version (decision 0028). */
  cache: ResponseCache;
  /** Work that runs later: handlers and sweeps registered by the features (decision 0031). */
  jobs: Jobs;
  /** Profile views and reveals, counted in memory and written in batches (decision 0033). */
  activity: ActivityCounter;
};

/**
 * What a service that sends mail uses (the outbox, and the address its links point to). Services
 * take the instant as a `now: Date` parameter, read once per request by the route (decision 0029).
 */
export type MailDeps = Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>;

/** The Fastify instance a feature's routes plugin registers on (with the zod type provider). */
export type RoutesApp = Parameters<FastifyPluginAsyncZod<AppDeps>>[0];
