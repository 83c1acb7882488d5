import { errorBodySchema } from '@servihogar/shared/errors';
import {
  professionalDetailSchema,
  professionalIdParamsSchema,
  professionalsListQuerySchema,
  professionalsListResponseSchema,
} from '@servihogar/shared/professionals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { getProfessional, listProfessionals } from './professionals.service.ts';

export const professionalsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now }) => {
  app.get(
    '/professionals',
    {
      schema: {
        tags: ['professionals'],
        querystring: professionalsListQuerySchema,
        response: { 200: professionalsListResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({ professionals: await listProfessionals(db, request.query, now()) }),
  );

  app.get(
    '/professionals/:id',
    {
      schema: {
        tags: ['professionals'],
        params: professionalIdParamsSchema,
        response: { 200: professionalDetailSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => getProfessional(db, request.params.id, now()),
  );
};
