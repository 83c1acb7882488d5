import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import {
  answerBodySchema,
  arrivalBodySchema,
  hireBodySchema,
  hireResponseSchema,
  inboxResponseSchema,
  mySolicitudesResponseSchema,
  noShowReplyBodySchema,
  noShowsResponseSchema,
  requestPageQuerySchema,
  type Solicitud,
  solicitudActionResponseSchema,
  solicitudIdParamsSchema,
  solicitudInfoParamsSchema,
  solicitudInfoResponseSchema,
} from '@servihogar/shared/solicitudes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { RoleRule } from '../../plugins/access.ts';
import { type Caller, callerOf } from '../../plugins/auth.ts';
import { perCaller } from '../../plugins/rate-limit.ts';
import {
  answer,
  confirmArrival,
  hire,
  markDone,
  replyToNoShow,
  solicitudInfo,
} from './solicitudes.service.ts';
import { inbox, mySolicitudes, noShows } from './solicitudes-lists.ts';

const tags = ['solicitudes'];
const notFound = { 404: errorBodySchema };

/** Hiring is for clients (and admins); a provider-only account is told why. */
const HIRING: RoleRule = {
  roles: ['Cliente', 'Admin'],
  refuse: { role: 'Prestador', unless: ['Cliente', 'Admin'], message: msg.hire.providersCannotHire },
};

export const solicitudesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now, limits } = deps;
  const action = { 200: solicitudActionResponseSchema, ...notFound, 409: errorBodySchema };

  app.post(
    '/solicitudes',
    {
      // Each answer carries a phone and an e-mail: no harvesting the whole directory.
      config: { access: HIRING, rateLimit: perCaller(limits.hire) },
      schema: {
        summary: "Ask for a professional's contact data",
        tags,
        description:
          'Cliente or Admin ("Ver datos", after accepting the terms), optionally with need, when and zone: the only answer with contact data. 201, the rating e-mail to the client and the request e-mail to the professional for a new solicitud; 200 with the open one when the client already opened this professional today; 429 after 20 new ones in a day.',
        body: hireBodySchema,
        response: { 200: hireResponseSchema, 201: hireResponseSchema, ...notFound },
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
        description:
          "The caller's solicitudes (Mis solicitudes) with their state and answer, newest first, 20 a page (keyset: `before` is the previous page's `next`).",
        querystring: requestPageQuerySchema,
        response: { 200: mySolicitudesResponseSchema },
      },
    },
    (request) => mySolicitudes(db, callerOf(request), request.query.before, now()),
  );

  app.get(
    '/solicitudes/inbox',
    {
      config: { access: ['Prestador'] },
      schema: {
        summary: 'Requests to my professional profile',
        tags,
        description:
          'Prestador: the requests sent to the caller’s professional profile (none without one) (/dash/pedidos), client as first name and initial, newest first, 20 a page (keyset).',
        querystring: requestPageQuerySchema,
        response: { 200: inboxResponseSchema, ...notFound },
      },
    },
    (request) => inbox(db, callerOf(request), request.query.before, now()),
  );

  /** `POST /solicitudes/:id/<name>`: a party's step on one solicitud; answers the solicitud as it now stands. */
  const step = <B extends z.ZodType | undefined>(
    name: string,
    body: B,
    run: (
      caller: Caller,
      id: string,
      body: B extends z.ZodType ? z.infer<B> : undefined,
    ) => Promise<Solicitud>,
    { summary, description }: { summary: string; description: string },
  ) =>
    app.post(
      `/solicitudes/:id/${name}`,
      {
        schema: {
          summary,
          tags,
          description,
          params: solicitudIdParamsSchema,
          ...(body && { body }),
          response: action,
        },
      },
      async (request) => ({
        solicitud: await run(callerOf(request), request.params.id, request.body as Parameters<typeof run>[2]),
      }),
    );

  step('answer', answerBodySchema, (caller, id, body) => answer(deps, caller, id, body, now()), {
    summary: 'Answer a request',
    description:
      'The request\'s professional, while Nueva: "Acepto" or "No puedo" (optional short answer); the client is mailed. 404 for anyone but the two parties; 403 for the client and admins; 409 once answered or expired.',
  });

  step('done', undefined, (caller, id) => markDone(deps, caller, id, now()), {
    summary: "Mark a request's work done",
    description:
      '"Trabajo realizado", by either party, only once accepted (409 otherwise); the client is then asked "¿Llegó a trabajar?". 404 for anyone else, 403 for admins.',
  });

  step(
    'arrival',
    arrivalBodySchema,
    (caller, id, body) => confirmArrival(db, caller, id, body.arrived, now()),
    {
      summary: 'Say whether the professional came',
      description:
        'The client\'s "¿Llegó a trabajar?" once asked (marked done, or accepted and its day passed; 409 otherwise): Sí opens the rating (a verified review), No records a no-show.',
    },
  );

  step(
    'no-show-reply',
    noShowReplyBodySchema,
    (caller, id, body) => replyToNoShow(db, caller, id, body.reply, now()),
    {
      summary: 'Reply to a reported no-show',
      description:
        "The request's professional, once, after the client reported a no-show: their side, which admins read beside it.",
    },
  );

  app.get(
    '/solicitudes/no-shows',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Reported no-shows',
        tags,
        description:
          'Admin: the latest 100 no-shows clients reported, with the professional and their answer.',
        response: { 200: noShowsResponseSchema },
      },
    },
    async () => ({ noShows: await noShows(db) }),
  );

  app.get(
    '/auth/getInfoSoli/:email/:idSoli',
    {
      schema: {
        summary: 'The account behind a contact request',
        tags,
        description:
          'The account of that e-mail, if it owns the solicitud, or an Admin: whether it was rated (`flujoCompleto`) and its `state` (only an accepted one can be rated).',
        params: solicitudInfoParamsSchema,
        response: { 200: solicitudInfoResponseSchema, ...notFound },
      },
    },
    (request) => solicitudInfo(db, callerOf(request), request.params.email, request.params.idSoli, now()),
  );
};
