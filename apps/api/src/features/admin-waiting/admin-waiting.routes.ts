import { adminWaitingSchema } from '@servihogar/shared/admin-waiting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { adminWaiting } from './admin-waiting.service.ts';

/** What waits for an admin: the header's counts (Admin only); the daily digest is a job (FEATURE_JOBS). */
export const adminWaitingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/waiting',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'What waits for an admin',
        tags: ['admin'],
        description:
          'Professionals registered and never given alta, and bank-transfer payment proofs not yet decided: the counts next to Panel de Administrador and Suscripciones.',
        response: { 200: adminWaitingSchema },
      },
    },
    () => adminWaiting(deps.db),
  );
};
