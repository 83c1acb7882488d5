import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import {
  hireBodySchema,
  hireResponseSchema,
  mySolicitudesResponseSchema,
  solicitudInfoParamsSchema,
  solicitudInfoResponseSchema,
} from '@servihogar/shared/solicitudes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { perCaller } from '../../plugins/rate-limit.ts';
import { hire, mySolicitudes, solicitudInfo } from './solicitudes.service.ts';

const tags = ['solicitudes'];
const denied = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Hiring is for clients (and admins); a provider-only account is told why. */
const canHire = async (request: FastifyRequest) => {
  const { roles } = callerOf(request);
  if (roles.includes('Cliente') || roles.includes('Admin')) return;
  throw new AppError('FORBIDDEN', roles.includes('Prestador') ? msg.hire.providersCannotHire : undefined);
};

export const solicitudesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now, limits } = deps;

  app.post(
    '/solicitudes',
    {
      onRequest: canHire,
      // Each answer carries a phone and an e-mail: no harvesting the whole directory.
      config: { rateLimit: perCaller(limits.hire) },
      schema: {
        summary: "Ask for a professional's contact data",
        tags,
        description:
          'Cliente or Admin ("Ver datos", after accepting the terms): the only answer with contact data. 201 and the rating e-mail for a new solicitud; 200 with the open one when the client already opened this professional today.',
        body: hireBodySchema,
        response: { 200: hireResponseSchema, 201: hireResponseSchema, ...denied, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { created, response } = await hire(deps, callerOf(request), request.body, now());
      // A reveal counts once per client, professional and day, like the solicitud itself.
      if (created) deps.activity.reveal(response.solicitud.professionalId);
      return reply.code(created ? 201 : 200).send(response);
    },
  );

  app.get(
    '/solicitudes/mine',
    {
      schema: {
        summary: 'My contact requests',
        tags,
        description: "The caller's solicitudes (Mis solicitudes), newest first, at most 100.",
        response: { 200: mySolicitudesResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ solicitudes: await mySolicitudes(db, callerOf(request)) }),
  );

  app.get(
    '/auth/getInfoSoli/:email/:idSoli',
    {
      schema: {
        summary: 'The account behind a contact request',
        tags,
        description: 'The account of that e-mail, if it owns the solicitud, or an Admin.',
        params: solicitudInfoParamsSchema,
        response: { 200: solicitudInfoResponseSchema, ...denied },
      },
    },
    (request) => solicitudInfo(db, callerOf(request), request.params.email, request.params.idSoli),
  );
};
