import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors.ts';

export type Limit = { max: number; timeWindow: number };
export type RateLimits = { signIn: Limit; recoveryMail: Limit; registration: Limit };

const MINUTE_MS = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { max: 10, timeWindow: MINUTE_MS },
  recoveryMail: { max: 3, timeWindow: 15 * MINUTE_MS },
  registration: { max: 10, timeWindow: 60 * MINUTE_MS },
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

export const perIp = (limit: Limit): RateLimitOptions => ({
  ...limit,
  keyGenerator: (request) => request.ip,
});
