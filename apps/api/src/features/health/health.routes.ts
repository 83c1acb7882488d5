import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, sendError } from '../../lib/errors.ts';
import { createReadiness } from './readiness.ts';

const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  /** With REDIS_URL only: 'unavailable' while the rate limits count in process (still 200). */
  redis: z.enum(['available', 'unavailable']).optional(),
});
const checksSchema = z.record(z.string(), z.enum(['ok', 'fail', 'degraded']));
const readySchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable', 'draining']),
  checks: checksSchema,
});

const tags = ['health'];

/** For load balancers and uptime checks. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database, limiter } = deps;
  /** 200 only while the database answers (kept as it was: e2e and older probes use it). */
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Health: the database answers',
        tags,
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database ping failed');
        return sendError(reply, new AppError('UNAVAILABLE'));
      }
      const redis = limiter.redisAvailable();
      return {
        status: 'ok' as const,
        db: database.kind,
        ...(redis === null ? {} : { redis: redis ? ('available' as const) : ('unavailable' as const) }),
      };
    },
  );

  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Liveness',
        tags,
        description: 'The process is up and its event loop answers: restart it only when this fails.',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  const readiness = createReadiness(deps);
  app.addHook('onClose', () => readiness.close());
  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Readiness',
        tags,
        description:
          "Send traffic here? 200 when the database and the file storage answer ('degraded' when a configured Redis or SMTP does not: the app serves without them); 503 otherwise, and from the moment the process is asked to stop.",
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      if (app.draining) return reply.code(503).send({ status: 'draining' as const, checks: {} });
      const checks = await readiness.check();
      const results = Object.values(checks);
      if (!results.includes('fail')) {
        if (!results.includes('degraded')) return { status: 'ok' as const, checks };
        request.log.warn({ checks }, 'ready, degraded');
        return { status: 'degraded' as const, checks };
      }
      request.log.warn({ checks }, 'not ready');
      return reply.code(503).send({ status: 'unavailable' as const, checks });
    },
  );
};
