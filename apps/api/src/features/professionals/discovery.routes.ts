import { errorBodySchema } from '@servihogar/shared/errors';
import { msg } from '@servihogar/shared/messages';
import {
  nearbyQuerySchema,
  nearbyResponseSchema,
  professionalDetailSchema,
  professionalIdParamsSchema,
  professionalsListQuerySchema,
  professionalsListResponseSchema,
  similarQuerySchema,
} from '@servihogar/shared/professionals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, sendError, toAppError } from '../../lib/errors.ts';
import { findNearby } from './nearby.service.ts';
import { getProfessional, listProfessionals } from './professionals.service.ts';
import { similarProfessionals } from './similar.service.ts';

/**
 * Public discovery, for anyone: the listing, one professional, nearby and similar professionals.
 * `/professionals/nearby` is a static path, so Fastify's router prefers it to `/professionals/:id`
 * whatever the registration order.
 */
export const discoveryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now }) => {
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

  app.get(
    '/professionals/nearby',
    {
      schema: {
        tags: ['professionals'],
        description:
          'Listed professionals within 25 km of the point (decimal degrees), nearest first, at most 20, each with `distanciaKm`.',
        querystring: nearbyQuerySchema,
        response: { 200: nearbyResponseSchema, 400: errorBodySchema },
      },
      // The top message names the problem (the coordinates), not just "invalid query".
      errorHandler: (error, _request, reply) => {
        const known = toAppError(error);
        if (known?.code !== 'VALIDATION') throw error;
        return sendError(reply, new AppError('VALIDATION', msg.nearby.invalidCoordinates, known.fields));
      },
    },
    async (request) => ({ professionals: await findNearby(db, request.query, now()) }),
  );

  app.get(
    '/professionals/:id/similar',
    {
      schema: {
        tags: ['professionals'],
        description:
          'Up to 3 other listed professionals sharing a service with it (only `servicio`, if given), best rated first.',
        params: professionalIdParamsSchema,
        querystring: similarQuerySchema,
        response: { 200: professionalsListResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      professionals: await similarProfessionals(db, request.params.id, now(), request.query.servicio),
    }),
  );
};
