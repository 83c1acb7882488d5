import {
  citiesQuerySchema,
  cityListSchema,
  countryListSchema,
  countryParamsSchema,
  provinceListSchema,
  provinceParamsSchema,
} from '@servihogar/shared/geo';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCities, listCountries, listProvinces } from './geo.service.ts';

// The gazetteer only changes with a new release of the server.
export const GEO_CACHE_CONTROL = 'public, max-age=86400';

function cached<T>(reply: FastifyReply, body: T): T {
  reply.header('Cache-Control', GEO_CACHE_CONTROL);
  return body;
}

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['geo'];
  app.get(
    '/geo/countries',
    { schema: { tags, response: { 200: countryListSchema } } },
    async (_request, reply) => cached(reply, await listCountries()),
  );
  app.get(
    '/geo/countries/:code/provinces',
    { schema: { tags, params: countryParamsSchema, response: { 200: provinceListSchema } } },
    async (request, reply) => cached(reply, await listProvinces(request.params.code)),
  );
  app.get(
    '/geo/provinces/:id/cities',
    {
      schema: {
        tags,
        params: provinceParamsSchema,
        querystring: citiesQuerySchema,
        response: { 200: cityListSchema },
      },
    },
    async (request, reply) => cached(reply, await listCities(request.params.id, request.query.q)),
  );
};
