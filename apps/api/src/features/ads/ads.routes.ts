import {
  adFieldsSchema,
  adIdParamsSchema,
  advertisementListSchema,
  impressionBatchSchema,
  managedAdListSchema,
  managedAdSchema,
} from '@servihogar/shared/ads';
import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { cacheKey } from '../../cache/response-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { STAFF } from '../../plugins/access.ts';
import { callerOf } from '../../plugins/auth.ts';
import { parseFormFields, readMultipartForm } from '../../plugins/multipart.ts';
import { perIp } from '../../plugins/rate-limit.ts';
import {
  createAd,
  deleteAd,
  isAdFree,
  listActiveAds,
  listManagedAds,
  nextAdWindowEdge,
  recordClick,
  recordImpressions,
  setAdPaused,
  updateAd,
} from './ads.service.ts';

const notFound = { 404: errorBodySchema };
const IMAGE_FIELD = 'image';
const IMPRESSIONS_PER_IP = { max: 60, timeWindow: 60_000 };

export const adsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, files, now, cache }) => {
  /** A signed-in Premium client gets no ads; a missing or stale token just means a visitor ('callerIfValid'). */
  const adFree = async (request: FastifyRequest): Promise<boolean> =>
    request.caller ? isAdFree(db, request.caller.id, now()) : false;
  // A visitor's answer is the same for all: cached per data version until the next ad window edge.
  const publicAds = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization)
      return reply.send((await adFree(request)) ? [] : await listActiveAds(db, files, now()));
    return cache.send(request, reply, cacheKey('/api/advertisements'), advertisementListSchema, async () => {
      const at = now();
      const [value, until] = await Promise.all([listActiveAds(db, files, at), nextAdWindowEdge(db, at)]);
      return { value, until };
    });
  };

  // The web asks banners from the first and pop-ups from the second and filters by type itself (§7).
  const schema = {
    summary: 'Active ads',
    tags: ['ads'],
    description: 'Active ads only (not paused, inside their dates); none for a Premium client.',
    response: { 200: advertisementListSchema },
  };
  app.get('/api/advertisement', { schema, config: { access: 'callerIfValid', shed: true } }, publicAds);
  app.get('/api/advertisements', { schema, config: { access: 'callerIfValid', shed: true } }, publicAds);

  app.get(
    '/api/advertisements/manage',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Every ad, for the staff',
        tags: ['ads'],
        response: { 200: managedAdListSchema, 400: errorBodySchema, ...notFound },
      },
    },
    () => listManagedAds(db, files, now()),
  );

  const formOf = async (request: FastifyRequest) => {
    const { file, fields } = await readMultipartForm(request, IMAGE_FIELD);
    return { file, fields: parseFormFields(adFieldsSchema, fields) };
  };
  const multipartDoc =
    'Multipart: `image` (JPG/PNG/WebP/GIF ≤ 5 MB, stored as WebP within twice the slot size), `type`, `title`, `linkUrl` (http/https), optional `startsAt`/`endsAt` (ISO 8601).';

  app.post(
    '/api/advertisements',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Create an ad',
        tags: ['ads'],
        description: multipartDoc,
        response: { 201: managedAdSchema, 400: errorBodySchema, ...notFound },
      },
    },
    async (request, reply) => {
      const { file, fields } = await formOf(request);
      return reply.code(201).send(await createAd({ db, files }, callerOf(request), fields, file, now()));
    },
  );

  app.put(
    '/api/advertisements/:id',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Edit an ad',
        tags: ['ads'],
        description: `${multipartDoc} The image is optional unless the type changes.`,
        params: adIdParamsSchema,
        response: { 200: managedAdSchema, ...notFound },
      },
    },
    async (request) => {
      const { file, fields } = await formOf(request);
      return updateAd({ db, files }, callerOf(request), request.params.id, fields, file, now());
    },
  );

  app.delete(
    '/api/advertisements/:id',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Delete an ad',
        tags: ['ads'],
        params: adIdParamsSchema,
        response: { 204: z.null(), ...notFound },
      },
    },
    async (request, reply) => {
      await deleteAd({ db, files }, callerOf(request), request.params.id, now());
      return reply.code(204).send(null);
    },
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/api/advertisements/:id/${action}`,
      {
        config: { access: STAFF },
        schema: {
          summary: paused ? 'Pause an ad' : 'Resume an ad',
          tags: ['ads'],
          params: adIdParamsSchema,
          response: { 200: managedAdSchema, ...notFound },
        },
      },
      (request) => setAdPaused({ db, files }, callerOf(request), request.params.id, paused, now()),
    );
  }

  app.get(
    '/api/advertisements/:id/click',
    {
      config: { access: 'public' },
      schema: {
        summary: "Follow an ad's link",
        tags: ['ads'],
        description: 'Counts a click and redirects (302) to the link stored with the ad, never elsewhere.',
        params: adIdParamsSchema,
        response: { 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const link = await recordClick(db, request.params.id);
      if (!link) throw new AppError('NOT_FOUND');
      return reply.header('cache-control', 'no-store').redirect(link, 302);
    },
  );

  app.post(
    '/api/advertisements/impressions',
    {
      // A tab sends a batch every 30 s at most; the limit leaves room for many tabs behind one NAT.
      config: { access: 'public', rateLimit: perIp(IMPRESSIONS_PER_IP) },
      schema: {
        summary: 'Count ad views',
        tags: ['ads'],
        description: 'A batch of views per ad id (the web sends one at most every 30 s and on leaving).',
        body: impressionBatchSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await recordImpressions(db, request.body);
      return reply.code(204).send(null);
    },
  );
};
