import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, sendError } from '../../lib/errors.ts';

const healthSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });

/** For load balancers and uptime checks: 200 only while the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Health and readiness',
        tags: ['health'],
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
      return { status: 'ok' as const, db: database.kind };
    },
  );
};
