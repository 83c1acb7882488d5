import { searchTerms } from '@servihogar/shared/finding';
import {
  professionalsListQuerySchema,
  professionalsListResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@servihogar/shared/professionals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { cacheKey } from '../../cache/response-cache.ts';
import { AppError, sendError, toAppError } from '../../lib/errors.ts';
import { findSuggestions, listProfessionalsPage } from './finding.service.ts';

/**
 * Finding, for anyone (docs/search.md): the listing's pages with their filters and search, and the
 * search box's suggestions. `/professionals/sugerencias` is a static path, so Fastify's router
 * prefers it to `/professionals/:id` (discovery.routes.ts) whatever the registration order.
 */
export const findingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now, cache }) => {
  app.get(
    '/professionals',
    {
      config: { access: 'public', shed: true },
      schema: {
        summary: 'List professionals',
        tags: ['professionals'],
        description:
          'Listed professionals, a page at a time: `limit` (default and maximum 100) and either `offset` or `cursor` (the previous page’s `next`; keyset paging, as fast deep as on page 1). Filters (issue 27): `ciudad`, `verificados`, `trabajoRegistrado` (issue 32), `respondeRapido` (the response signal says within the day), `calificacionMin`, `opciones` (the category’s options, comma-separated), `dia`, `fecha` ("Disponible el {fecha}": free time that Tucumán day in the real calendar, issue 43), and the search `q` (names, services, city and description words; typos and synonyms tolerated). `latitude`/`longitude` add `distanciaKm` and allow `sort=cercania`. A first page carries `total` (counted up to 101). One SQL query; cached per data version, with an ETag.',
        querystring: professionalsListQuerySchema,
        response: { 200: professionalsListResponseSchema },
      },
      // The top message names the first problem (a filter's allowed values), not just "invalid query".
      errorHandler: (error, _request, reply) => {
        const known = toAppError(error);
        if (known?.code !== 'VALIDATION') throw error;
        const first = Object.values(known.fields ?? {})[0];
        return sendError(reply, new AppError('VALIDATION', first ?? known.message, known.fields));
      },
    },
    (request, reply) =>
      cache.send(
        request,
        reply,
        // The search by its words (case, accents, signs and repeats make no difference to the answer).
        cacheKey('/professionals', { ...request.query, q: request.query.q && searchTerms(request.query.q) }),
        professionalsListResponseSchema,
        async () => {
          const { until, ...value } = await listProfessionalsPage(db, request.query, now());
          return { value, until };
        },
      ),
  );

  app.get(
    '/professionals/sugerencias',
    {
      config: { access: 'public', shed: true },
      schema: {
        summary: 'Search suggestions',
        tags: ['professionals'],
        description:
          'Suggestions for the search box (issue 27): matching services, then the best rated matching professionals; at most 8. Cached per data version.',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(
        request,
        reply,
        cacheKey('/professionals/sugerencias', { q: searchTerms(request.query.q) }),
        suggestionsResponseSchema,
        async () => {
          const { value, until } = await findSuggestions(db, request.query.q, now());
          return { value: { sugerencias: value }, until };
        },
      ),
  );
};
