import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { MESSAGES_PER_HOUR } from '@servihogar/shared/conversations';
import type {
  FastifyInstance,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors.ts';

export type Limit = { max: number; timeWindow: number };
export type RateLimits = {
  signIn: Limit;
  /** Failed sign-ins at any door from one IP, whatever the e-mail: password spraying. */
  signInPerIp: Limit;
  /** Failed sign-ins of one account (e-mail) at any door, from any IP, on any replica: guessing. */
  signInPerAccount: Limit;
  recoveryMail: Limit;
  registration: Limit;
  /** `POST /solicitudes` per account: each answer carries a professional's phone and e-mail. */
  hire: Limit;
  /** Messages per person per hour, over all their conversations (issue 42). */
  messages: Limit;
  /** `POST /subscriptions/rights-requests` per IP: anyone may send it, naming any e-mail. */
  rightsRequest: Limit;
  /** `POST /data-rights-requests` per IP: anyone may send it, and it e-mails the address given. */
  dataRightsRequest: Limit;
};

const MINUTE_MS = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { max: 10, timeWindow: MINUTE_MS },
  signInPerIp: { max: 30, timeWindow: 10 * MINUTE_MS },
  signInPerAccount: { max: 10, timeWindow: 15 * MINUTE_MS },
  recoveryMail: { max: 3, timeWindow: 15 * MINUTE_MS },
  registration: { max: 10, timeWindow: 60 * MINUTE_MS },
  hire: { max: 10, timeWindow: 60 * MINUTE_MS },
  messages: { max: MESSAGES_PER_HOUR, timeWindow: 60 * MINUTE_MS },
  rightsRequest: { max: 5, timeWindow: 60 * MINUTE_MS },
  dataRightsRequest: { max: 5, timeWindow: 60 * MINUTE_MS },
};

export type RateLimitSettings = {
  /** Counters in this Redis (shared by all replicas); in process memory without it. */
  redisUrl?: string;
  /** Prefix of every Redis key (tests use a random one). */
  keyPrefix?: string;
};

/** Where the counters live right now: readiness and `/health` report it. */
export type LimiterStatus = {
  /** null without REDIS_URL; false while Redis is unreachable (the in-process counters stand in). */
  redisAvailable(): boolean | null;
};

type StoreResult = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result: StoreResult | null) => void;
type Store = {
  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
};
type StoreClass<Args extends unknown[]> = new (...args: Args) => Store;
// The plugin's own two stores (CommonJS, untyped): the fallback below combines them.
const require = createRequire(import.meta.url);
const LocalStore: StoreClass<
  [boolean, boolean, number?]
> = require('@fastify/rate-limit/store/LocalStore.js');
const RedisStore: StoreClass<
  [boolean, boolean, Redis, string]
> = require('@fastify/rate-limit/store/RedisStore.js');

/**
 * Redis while it answers, else the in-process counters (each replica counting alone) until it is
 * back: a Redis outage neither blocks sign-ins nor lifts the limits (hardening round 2, finding 2).
 */
class FallbackStore implements Store {
  constructor(
    private readonly redis: Store,
    private readonly local: Store,
    private readonly up: () => boolean,
  ) {}
  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void {
    this.use('incr', key, cb, timeWindow, max);
  }
  read(key: string, cb: StoreCallback, timeWindow: number, max: number): void {
    this.use('read', key, cb, timeWindow, max);
  }
  child(routeOptions: object): Store {
    return new FallbackStore(this.redis.child(routeOptions), this.local.child(routeOptions), this.up);
  }
  private use(method: 'incr' | 'read', key: string, cb: StoreCallback, timeWindow: number, max: number) {
    if (!this.up()) return this.local[method](key, cb, timeWindow, max);
    this.redis[method](
      key,
      (error, result) => (error ? this.local[method](key, cb, timeWindow, max) : cb(null, result)),
      timeWindow,
      max,
    );
  }
}

/** What a counter's key (an IP, an e-mail, an account id) is stored as in Redis: its SHA-256. */
export const storedKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

type RouteInfo = { method?: string; url?: string };

/**
 * The plugin's Redis store with keys `prefix + scope + '-' + storedKey(key)`: the scope is the
 * route's method and path, or `counter` for a limit made with `createRateLimit` (failureLimit),
 * where the plugin's own store wrote `undefinedundefined`; no e-mail or address is stored as such
 * (issue 41, item 9e).
 */
class HashedRedisStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly inner: Store = new RedisStore(false, false, redis, prefix),
  ) {}
  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void {
    this.inner.incr(storedKey(key), cb, timeWindow, max);
  }
  read(key: string, cb: StoreCallback, timeWindow: number, max: number): void {
    this.inner.read(storedKey(key), cb, timeWindow, max);
  }
  child(routeOptions: { routeInfo?: RouteInfo; continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    const { method, url } = routeOptions.routeInfo ?? {};
    const scope = method && url ? `${method}${url}` : 'counter';
    const inner = new RedisStore(
      routeOptions.continueExceeding ?? false,
      routeOptions.exponentialBackoff ?? false,
      this.redis,
      `${this.prefix}${scope}-`,
    );
    return new HashedRedisStore(this.redis, this.prefix, inner);
  }
}

/** A command or a connection that fails at once instead of waiting in a queue for Redis to return. */
const FAIL_FAST = {
  connectTimeout: 1_000,
  commandTimeout: 500,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
  // Keep reconnecting (at most every 2 s) so the counters go back to Redis when it returns.
  retryStrategy: (times: number) => Math.min(times * 200, 2_000),
};

/** Connects (waiting at most FAIL_FAST.connectTimeout for the first answer) and tracks whether Redis is up. */
async function connectRedis(app: FastifyInstance, url: string): Promise<{ redis: Redis; up: () => boolean }> {
  const redis = new Redis(url, FAIL_FAST);
  const first = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
    setTimeout(resolve, FAIL_FAST.connectTimeout).unref();
  });
  let state: 'starting' | 'up' | 'down' = 'starting';
  const down = (error?: Error) => {
    if (state === 'down') return;
    state = 'down';
    app.log.warn({ err: error }, 'redis (rate limit) unavailable: counting in process until it answers');
  };
  redis.on('error', down);
  redis.on('close', () => down());
  redis.on('ready', () => {
    if (state === 'down') app.log.info('redis (rate limit) available again');
    state = 'up';
  });
  await first;
  return { redis, up: () => state === 'up' && redis.status === 'ready' };
}

/** Registers the limiter with no global limit: each throttled route names its own (config.rateLimit). */
export async function registerRateLimit(
  app: FastifyInstance,
  settings: RateLimitSettings,
): Promise<LimiterStatus> {
  const connection = settings.redisUrl ? await connectRedis(app, settings.redisUrl) : undefined;
  const local = new LocalStore(false, false);
  const store = connection
    ? new FallbackStore(
        new HashedRedisStore(connection.redis, settings.keyPrefix ?? 'servihogar:rl:'),
        local,
        connection.up,
      )
    : local;
  await app.register(fastifyRateLimit, {
    global: false,
    store: class {
      constructor() {
        // biome-ignore lint/correctness/noConstructorReturn: the plugin instantiates the store it is given
        return store;
      }
    } as never,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  if (connection) app.addHook('onClose', () => void connection.redis.disconnect());
  return { redisAvailable: () => (connection ? connection.up() : null) };
}

/** The normalized e-mail of a sign-in body ('' without one). */
export const emailOf = (request: FastifyRequest): string => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

// Keys that read the body run at preHandler, after the body is parsed and validated.

export const perIpAndEmail = (limit: Limit): RateLimitOptions => ({
  ...limit,
  hook: 'preHandler',
  keyGenerator: (request) => `${request.ip}|${emailOf(request)}`,
});

export const perEmail = (limit: Limit): RateLimitOptions => ({
  ...limit,
  hook: 'preHandler',
  keyGenerator: (request) => emailOf(request),
});

/** For routes behind requireAuth: the signed-in account's own counter. */
export const perCaller = (limit: Limit): RateLimitOptions => ({
  ...limit,
  hook: 'preHandler',
  keyGenerator: (request) => request.caller?.id ?? request.ip,
});

export const perIp = (limit: Limit): RateLimitOptions => ({
  ...limit,
  keyGenerator: (request) => request.ip,
});

/**
 * A limit on failed attempts only (answered 401), next to a route's own `config.rateLimit`: its
 * `check` (a preHandler) answers 429 once `limit.max` failures are counted under the key, and its
 * `count` (an onResponse hook) counts a failure. `name` keeps its counters apart from other limits;
 * `message` words the refusal from the seconds left (default `msg.api.rateLimited`).
 */
export function failureLimit(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  key: (request: FastifyRequest) => string,
  message?: (seconds: number) => string,
): { check: preHandlerAsyncHookHandler; count: onResponseAsyncHookHandler } {
  const counter = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}|${key(request)}` });
  return {
    async check(request, reply) {
      const result = await counter(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0 && result.ttl > 0) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('RATE_LIMITED', message?.(result.ttlInSeconds));
      }
    },
    async count(request, reply) {
      if (reply.statusCode === 401) await counter(request);
    },
  };
}
