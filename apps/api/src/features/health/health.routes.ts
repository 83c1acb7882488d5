import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, sendError } from '../../lib/errors.ts';
import { createReadiness } from './readiness.ts';

const healthSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
const checksSchema = z.record(z.string(), z.enum(['ok', 'fail']));
const readySchema = z.object({ status: z.enum(['ok', 'unavailable', 'draining']), checks: checksSchema });

/** For load balancers and uptime checks. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { database } = deps;
  /** 200 only while the database answers (kept as it was: e2e and older probes use it). */
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: errorBodySchema } } },
    async (request, reply) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database ping failed');
        return sendError(reply, new AppError('UNAVAILABLE'));
      }
      return { status: 'ok' as const, db: database.kind };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
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
      schema: {
        tags: ['health'],
        description:
          'Send traffic here? 200 when the database, the file storage and (when configured) Redis and SMTP answer; 503 otherwise, and from the moment the process is asked to stop.',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      if (app.draining) return reply.code(503).send({ status: 'draining' as const, checks: {} });
      const checks = await readiness.check();
      const failed = Object.entries(checks).filter(([, result]) => result === 'fail');
      if (failed.length === 0) return { status: 'ok' as const, checks };
      request.log.warn({ checks }, 'not ready');
      return reply.code(503).send({ status: 'unavailable' as const, checks });
    },
  );
};
