import { errorBodySchema } from '@servihogar/shared/errors';
import {
  citiesQuerySchema,
  cityListSchema,
  countryListSchema,
  countryParamsSchema,
  geocodeBodySchema,
  geoPointSchema,
  provinceListSchema,
  provinceParamsSchema,
} from '@servihogar/shared/geo';
import * as msg from '@servihogar/shared/messages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { perIp } from '../../plugins/rate-limit.ts';
import { geocode, listCities, listCountries, listProvinces } from './geo.service.ts';

// Each call may reach the external geocoder, whose usage policy asks for a low request rate.
const GEOCODE_LIMIT = { max: 60, timeWindow: 60_000 };

// The gazetteer only changes with a new release of the server.
export const GEO_CACHE_CONTROL = 'public, max-age=86400';

function cached<T>(reply: FastifyReply, body: T): T {
  reply.header('Cache-Control', GEO_CACHE_CONTROL);
  return body;
}

export const geoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  const geocoderUrl = config.GEOCODER_URL;
  const tags = ['geo'];
  app.get(
    '/geo/countries',
    {
      config: { access: 'public' },
      schema: { summary: 'Countries', tags, response: { 200: countryListSchema } },
    },
    async (_request, reply) => cached(reply, await listCountries()),
  );
  app.get(
    '/geo/countries/:code/provinces',
    {
      config: { access: 'public' },
      schema: {
        summary: "A country's provinces",
        tags,
        params: countryParamsSchema,
        response: { 200: provinceListSchema },
      },
    },
    async (request, reply) => cached(reply, await listProvinces(request.params.code)),
  );
  app.get(
    '/geo/provinces/:id/cities',
    {
      config: { access: 'public' },
      schema: {
        summary: "A province's cities",
        tags,
        params: provinceParamsSchema,
        querystring: citiesQuerySchema,
        response: { 200: cityListSchema },
      },
    },
    async (request, reply) => cached(reply, await listCities(request.params.id, request.query.q)),
  );

  app.post(
    '/geo/geocode',
    {
      config: { access: 'public', rateLimit: perIp(GEOCODE_LIMIT) },
      schema: {
        summary: 'Coordinates of a place',
        tags,
        description: 'Coordinates of a place picked from the geo lists (the professional form, §5).',
        body: geocodeBodySchema,
        response: { 200: geoPointSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const point = await geocode(request.body, { geocoderUrl });
      if (!point) throw new AppError('NOT_FOUND', msg.professionalForm.geocodeNoResults);
      return point;
    },
  );
};
