import { adsMetricsSchema, businessMetricsSchema } from '@servihogar/shared/metrics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { STAFF } from '../../plugins/access.ts';
import { adsMetrics, cachedBusinessMetrics } from './metrics.service.ts';

const tags = ['metrics'];

/** "Métricas" (/dash/metricas): the business figures are the admins'; the ads' also the redactores'. */
export const metricsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now, config }) => {
  const business = cachedBusinessMetrics(db, config.METRICS_CACHE_MS);

  app.get(
    '/metrics/business',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Business figures',
        tags,
        description:
          'Admin: sign-ups per week, trial cohorts, listed professionals per category, demand against supply per category and locality, subscriptions, income of the month, complaints. At most METRICS_CACHE_MS old.',
        response: { 200: businessMetricsSchema },
      },
    },
    () => business(now()),
  );

  app.get(
    '/metrics/ads',
    {
      config: { access: STAFF },
      schema: {
        summary: "Every ad's impressions and clicks",
        tags,
        description: "Admin, Redactor: every ad's impressions and clicks.",
        response: { 200: adsMetricsSchema },
      },
    },
    () => adsMetrics(db),
  );
};
