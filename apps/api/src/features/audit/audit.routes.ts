import { auditLogQuerySchema, auditLogResponseSchema } from '@servihogar/shared/audit';
import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { listAuditLog } from './audit-log.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, auth }) => {
  app.get(
    '/audit-log',
    {
      onRequest: auth.requireRole('Admin'),
      schema: {
        tags: ['audit'],
        description:
          'Who did what to whom and when (bans, redactor creation, provider actions, subscription decisions), newest first.',
        querystring: auditLogQuerySchema,
        response: {
          200: auditLogResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => ({ entries: await listAuditLog(db, request.query) }),
  );
};
