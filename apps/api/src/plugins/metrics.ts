import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { and, count, isNull, min } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ResponseCache } from '../cache/response-cache.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/tables/mail-outbox.table.ts';
import { AppError } from '../lib/errors.ts';

// `/metrics` in the Prometheus text format (decision 0034). One registry per app, so tests may
// build several apps in one process.

/** The sign-in doors: a 401 or 403 there is a failed sign-in. */
const SIGN_IN_ROUTES = new Set(['/auth', '/auth/loginProfessional', '/auth/loginRedactor']);

export type Metrics = {
  registry: Registry;
  /** For load shedding: a public read refused with 503. */
  shed(): void;
};

/** Counts every answer by route and status; call before the routes are registered. */
export function createMetrics(app: FastifyInstance): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by method, route (its pattern) and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'servihogar_sign_in_failures_total',
    help: 'Sign-ins refused (401 or 403) by door.',
    labelNames: ['route'],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'servihogar_rate_limited_total',
    help: 'Requests refused by a rate limit (429), by route.',
    labelNames: ['route'],
    registers: [registry],
  });
  const shed = new Counter({
    name: 'servihogar_shed_requests_total',
    help: 'Public reads refused with 503 while the event loop lagged (load shedding).',
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs share one label, so a scan cannot grow the series without bound.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rateLimited.inc({ route });
    if ((reply.statusCode === 401 || reply.statusCode === 403) && SIGN_IN_ROUTES.has(route))
      signInFailures.inc({ route });
  });
  return { registry, shed: () => shed.inc() };
}

export type MetricsRouteOptions = {
  token?: string;
  allow: string[];
  database: Database;
  cache: ResponseCache;
  now: () => Date;
};

function blockListOf(items: string[]): BlockList {
  const list = new BlockList();
  for (const item of items) {
    const [address = '', prefix] = item.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The caller's address as BlockList checks it (an IPv4 client on a dual-stack socket is `::ffff:a.b.c.d`). */
const addressOf = (request: FastifyRequest) => {
  const ip = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return { ip, type: isIP(ip) === 6 ? ('ipv6' as const) : ('ipv4' as const) };
};

/** The gauges read at scrape time, and the route (app.ts registers it only when a token or addresses are configured). */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  options: MetricsRouteOptions,
): void {
  const { registry } = metrics;
  const { database, cache, now } = options;
  const queryTime = new Histogram({
    name: 'servihogar_db_query_duration_seconds',
    help: 'Database query time (PGlite: outside transactions).',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  database.observeQueries((seconds) => queryTime.observe(seconds));
  new Gauge({
    name: 'servihogar_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); PGlite has one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = database.poolUse?.() ?? { total: 1, idle: 1, waiting: 0 };
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
  new Counter({
    name: 'servihogar_public_cache_lookups_total',
    help: 'Public read cache lookups: hit (answered from memory) or miss (computed).',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, cache.stats.hits);
      this.inc({ result: 'miss' }, cache.stats.misses);
    },
  });
  const waiting = async () => {
    const [row] = await database.db
      .select({ n: count(), oldest: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
    return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
  };
  new Gauge({
    name: 'servihogar_mail_outbox_depth',
    help: 'E-mails waiting in the outbox (neither sent nor given up).',
    registers: [registry],
    async collect() {
      this.set((await waiting()).n);
    },
  });
  new Gauge({
    name: 'servihogar_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest e-mail waiting in the outbox; 0 when none waits.',
    registers: [registry],
    async collect() {
      const { oldest } = await waiting();
      this.set(oldest ? Math.max(0, (now().getTime() - oldest.getTime()) / 1000) : 0);
    },
  });

  const allowed = options.allow.length > 0 ? blockListOf(options.allow) : null;
  const BEARER = /^Bearer\s+(\S+)$/i;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (allowed) {
      const { ip, type } = addressOf(request);
      if (!allowed.check(ip, type)) throw new AppError('FORBIDDEN');
    }
    if (options.token) {
      const header = request.headers.authorization;
      if (!header) throw new AppError('UNAUTHENTICATED');
      const token = BEARER.exec(header)?.[1] ?? '';
      if (!sameSecret(token, options.token)) throw new AppError('FORBIDDEN');
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
