import { errorBodySchema } from '@servihogar/shared/errors';
import {
  professionalDetailSchema,
  professionalIdParamsSchema,
  professionalsListQuerySchema,
  professionalsListResponseSchema,
} from '@servihogar/shared/professionals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheKey, type ResponseCache } from '../../cache/response-cache.ts';
import type { Db } from '../../db/client.ts';
import { getProfessionalUntil, listProfessionalsPage } from './professionals.service.ts';

type Options = { db: Db; now: () => Date; cache: ResponseCache };

export const professionalsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, now, cache }) => {
  app.get(
    '/professionals',
    {
      config: { shed: true },
      schema: {
        tags: ['professionals'],
        description:
          'Listed professionals, a page at a time: `limit` (default and maximum 100) and either `offset` or `cursor` (the previous page’s `next`; keyset paging, as fast deep as on page 1). Cached per data version, with an ETag.',
        querystring: professionalsListQuerySchema,
        response: { 200: professionalsListResponseSchema, 400: errorBodySchema },
      },
    },
    (request, reply) =>
      cache.send(
        request,
        reply,
        cacheKey('/professionals', request.query),
        professionalsListResponseSchema,
        async () => {
          const { professionals, next, until } = await listProfessionalsPage(db, request.query, now());
          return { value: { professionals, next }, until };
        },
      ),
  );

  app.get(
    '/professionals/:id',
    {
      config: { shed: true },
      schema: {
        tags: ['professionals'],
        params: professionalIdParamsSchema,
        response: { 200: professionalDetailSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request, reply) =>
      cache.send(
        request,
        reply,
        cacheKey(`/professionals/${request.params.id}`),
        professionalDetailSchema,
        () => getProfessionalUntil(db, request.params.id, now()),
      ),
  );
};
