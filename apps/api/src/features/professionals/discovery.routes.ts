import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import {
  nearbyQuerySchema,
  nearbyResponseSchema,
  professionalDetailSchema,
  professionalIdParamsSchema,
  professionalsListResponseSchema,
  similarQuerySchema,
} from '@servihogar/shared/professionals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { cacheKey } from '../../cache/response-cache.ts';
import { AppError, sendError, toAppError } from '../../lib/errors.ts';
import { findNearbyUntil } from './nearby.service.ts';
import { getProfessionalUntil } from './professionals.service.ts';
import { similarProfessionals } from './similar.service.ts';

/**
 * Public discovery, for anyone: one professional, nearby and similar professionals (the listing and
 * its search are finding's, `features/finding/`). `/professionals/nearby` is a static path, so
 * Fastify's router prefers it to `/professionals/:id` whatever the registration order.
 */
export const discoveryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now, cache }) => {
  app.get(
    '/professionals/:id',
    {
      config: { access: 'public', shed: true },
      schema: {
        summary: "A professional's public profile",
        tags: ['professionals'],
        params: professionalIdParamsSchema,
        response: { 200: professionalDetailSchema, 404: errorBodySchema },
      },
    },
    (request, reply) => {
      // As the database writes it (and names it in the data version's notifications).
      const id = request.params.id.toLowerCase();
      return cache.send(
        request,
        reply,
        cacheKey(`/professionals/${id}`),
        professionalDetailSchema,
        () => getProfessionalUntil(db, id, now()),
        id,
      );
    },
  );
  app.get(
    '/professionals/nearby',
    {
      config: { access: 'public', shed: true },
      schema: {
        summary: 'Professionals near a point',
        tags: ['professionals'],
        description:
          'Listed professionals within 25 km of the point (decimal degrees), nearest first, at most 20, each with `distanciaKm`.',
        querystring: nearbyQuerySchema,
        response: { 200: nearbyResponseSchema },
      },
      // The top message names the problem (the coordinates), not just "invalid query".
      errorHandler: (error, _request, reply) => {
        const known = toAppError(error);
        if (known?.code !== 'VALIDATION') throw error;
        return sendError(reply, new AppError('VALIDATION', msg.nearby.invalidCoordinates, known.fields));
      },
    },
    (request, reply) =>
      cache.send(
        request,
        reply,
        cacheKey('/professionals/nearby', request.query),
        nearbyResponseSchema,
        async () => {
          const { value, until } = await findNearbyUntil(db, request.query, now());
          return { value: { professionals: value }, until };
        },
      ),
  );

  app.get(
    '/professionals/:id/similar',
    {
      config: { access: 'public', shed: true },
      schema: {
        summary: 'Similar professionals',
        tags: ['professionals'],
        description:
          'Up to 3 other listed professionals sharing a service with it (only `servicio`, if given), best rated first.',
        params: professionalIdParamsSchema,
        querystring: similarQuerySchema,
        response: { 200: professionalsListResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      professionals: await similarProfessionals(db, request.params.id, now(), request.query.servicio),
    }),
  );
};
