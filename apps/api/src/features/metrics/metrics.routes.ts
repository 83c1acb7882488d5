import { errorBodySchema } from '@servihogar/shared/errors';
import { adsMetricsSchema, businessMetricsSchema } from '@servihogar/shared/metrics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { adsMetrics, businessMetrics } from './metrics.service.ts';

const tags = ['metrics'];
const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** "Métricas" (/dash/metricas): the business figures are the admins'; the ads' also the redactores'. */
export const metricsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now, auth }) => {
  app.get(
    '/metrics/business',
    {
      onRequest: auth.requireRole('Admin'),
      schema: {
        tags,
        description:
          'Admin: sign-ups per week, trial cohorts, listed professionals per category, demand against supply per category and locality, subscriptions, income of the month, complaints.',
        response: { 200: businessMetricsSchema, ...denied },
      },
    },
    () => businessMetrics(db, now()),
  );

  app.get(
    '/metrics/ads',
    {
      onRequest: auth.requireRole('Admin', 'Redactor'),
      schema: {
        tags,
        description: "Admin, Redactor: every ad's impressions and clicks.",
        response: { 200: adsMetricsSchema, ...denied },
      },
    },
    () => adsMetrics(db),
  );
};
