import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
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
  recoveryMail: Limit;
  registration: Limit;
  /** `POST /solicitudes` per account: each answer carries a professional's phone and e-mail. */
  hire: Limit;
  /** `POST /subscriptions/rights-requests` per IP: anyone may send it, naming any e-mail. */
  rightsRequest: Limit;
};

const MINUTE_MS = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { max: 10, timeWindow: MINUTE_MS },
  signInPerIp: { max: 30, timeWindow: 10 * MINUTE_MS },
  recoveryMail: { max: 3, timeWindow: 15 * MINUTE_MS },
  registration: { max: 10, timeWindow: 60 * MINUTE_MS },
  hire: { max: 10, timeWindow: 60 * MINUTE_MS },
  rightsRequest: { max: 5, timeWindow: 60 * MINUTE_MS },
};

export type RateLimitSettings = {
  /** Counters in this Redis (shared by all replicas); in process memory without it. */
  redisUrl?: string;
  /** Prefix of every Redis key (tests use a random one). */
  keyPrefix?: string;
};

/** Registers the limiter with no global limit: each throttled route names its own (config.rateLimit). */
export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  const redis = settings.redisUrl ? new Redis(settings.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limit) unavailable'));
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: settings.keyPrefix ?? 'servihogar:rl:',
    // Redis down must not lock everyone out of signing in: the request goes through, unthrottled.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}

const emailOf = (request: FastifyRequest): string => {
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
 * `count` (an onResponse hook) counts a failure. `name` keeps its counters apart from other limits.
 */
export function failureLimit(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  key: (request: FastifyRequest) => string,
): { check: preHandlerAsyncHookHandler; count: onResponseAsyncHookHandler } {
  const counter = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}|${key(request)}` });
  return {
    async check(request, reply) {
      const result = await counter(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0 && result.ttl > 0) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('RATE_LIMITED');
      }
    },
    async count(request, reply) {
      if (reply.statusCode === 401) await counter(request);
    },
  };
}
