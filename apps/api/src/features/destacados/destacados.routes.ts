import { destacadoRulesSchema, destacadoTrackerSchema } from '@servihogar/shared/badges';
import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { destacadoRules, destacadoTracker } from './destacados.service.ts';

const tags = ['destacados'];

/** "Profesional destacado" (issue 45, decision 0067): the published rules and the professional's tracker. */
export const destacadosRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/destacados/reglas',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The rules of "Profesional destacado"',
        tags,
        description:
          'Public: the numbers the nightly recomputation uses (the same constants), and the text of each rule.',
        response: { 200: destacadoRulesSchema },
      },
    },
    () => destacadoRules(),
  );

  app.get(
    '/destacados/mine',
    {
      config: { access: ['Prestador'] },
      schema: {
        summary: 'My "Profesional destacado" tracker',
        tags,
        description:
          'Prestador: whether the caller has the badge, where they stood on each rule at the last nightly computation, and when and why they last lost it. 409 without a professional profile.',
        response: { 200: destacadoTrackerSchema, 409: errorBodySchema },
      },
    },
    (request) => destacadoTracker(db, callerOf(request).id),
  );
};
