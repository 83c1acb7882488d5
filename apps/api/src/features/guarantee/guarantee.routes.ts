import { errorBodySchema } from '@servihogar/shared/errors';
import {
  guaranteeAnswerBodySchema,
  guaranteeClaimBodySchema,
  guaranteeClaimCreatedSchema,
  guaranteeClaimSchema,
  guaranteeCodeParamsSchema,
  guaranteeDecisionBodySchema,
  guaranteeQueueQuerySchema,
  guaranteeQueueSchema,
  myGuaranteeClaimsSchema,
} from '@servihogar/shared/guarantee';
import { solicitudIdParamsSchema } from '@servihogar/shared/solicitudes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { answerClaim, claimQueue, decideClaim, fileClaim, myClaims } from './guarantee.service.ts';

const tags = ['guarantee'];
const denied = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Guarantee claims (issue 45, decision 0066): the client claims, the professional answers, admins decide. */
export const guaranteeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now } = deps;

  app.post(
    '/solicitudes/:id/garantia',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Open a guarantee claim',
        tags,
        description:
          '"Reclamo de garantía": the solicitud\'s client, on a verified hire (accepted, and done or its day passed) within 6 months of the work. 201 with the `GAR-YYYY-NNNNNNNN` code, mailed to the client; the professional is notified and mailed. 404 for anyone else (admins too); 409 when it is not a verified hire, the 6 months are over or a claim on it is open; 429 past 5 claims in the calendar month.',
        params: solicitudIdParamsSchema,
        body: guaranteeClaimBodySchema,
        response: { 201: guaranteeClaimCreatedSchema, ...denied, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await fileClaim(deps, callerOf(request), request.params.id, request.body, now())),
  );

  app.get(
    '/garantias/mine',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'My guarantee claims',
        tags,
        description:
          "The caller's claims as a client (Mis solicitudes) and those on the caller's work as a professional (with `puedeResponder`), newest first.",
        response: { 200: myGuaranteeClaimsSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ claims: await myClaims(db, callerOf(request), now()) }),
  );

  app.post(
    '/garantias/:codigo/respuesta',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Answer a guarantee claim',
        tags,
        description:
          "The claim's professional, once, up to its third business day; admins read it beside the claim. 404 for anyone else; 409 once answered, decided or past the deadline.",
        params: guaranteeCodeParamsSchema,
        body: guaranteeAnswerBodySchema,
        response: { 200: guaranteeClaimSchema, ...denied, 409: errorBodySchema },
      },
    },
    (request) => answerClaim(db, callerOf(request), request.params.codigo, request.body, now()),
  );

  app.get(
    '/garantias',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'The guarantee claims queue',
        tags,
        description:
          'Admin (/dash/garantias): undecided claims first, soonest decision day first, with the business days left ("Quedan N días hábiles" / "Vencido"); then the decided ones, newest first; at most 200. `decision` keeps the ones decided that way.',
        querystring: guaranteeQueueQuerySchema,
        response: { 200: guaranteeQueueSchema, ...denied },
      },
    },
    async (request) => ({ claims: await claimQueue(db, now(), request.query.decision) }),
  );

  app.post(
    '/garantias/:codigo/decision',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Decide a guarantee claim',
        tags,
        description:
          "Admin: a favor del cliente, del profesional or acuerdo, with the outcome both parties are mailed; audited. A decision for the client counts on the professional's record. 409 once decided.",
        params: guaranteeCodeParamsSchema,
        body: guaranteeDecisionBodySchema,
        response: { 200: guaranteeClaimSchema, ...denied, 409: errorBodySchema },
      },
    },
    (request) => decideClaim(deps, callerOf(request), request.params.codigo, request.body, now()),
  );
};
