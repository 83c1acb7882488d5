import { auditLogQuerySchema, auditLogResponseSchema } from '@servihogar/shared/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { listAuditLog } from './audit-log.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/audit-log',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'The audit log',
        tags: ['audit'],
        description:
          'Who did what to whom and when (bans, redactor creation, provider actions, subscription decisions), newest first.',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema },
      },
    },
    async (request) => ({ entries: await listAuditLog(db, request.query) }),
  );
};
