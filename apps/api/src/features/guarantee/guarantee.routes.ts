import { errorBodySchema } from '@servihogar/shared/errors';
import {
  GUARANTEE_PHOTOS_MAX,
  guaranteeAnswerBodySchema,
  guaranteeClaimBodySchema,
  guaranteeClaimCreatedSchema,
  guaranteeClaimSchema,
  guaranteeCodeParamsSchema,
  guaranteeDecisionBodySchema,
  guaranteePhotoParamsSchema,
  guaranteeQueueQuerySchema,
  guaranteeQueueSchema,
  myGuaranteeClaimsSchema,
} from '@servihogar/shared/guarantee';
import * as msg from '@servihogar/shared/messages';
import { solicitudIdParamsSchema } from '@servihogar/shared/solicitudes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { sendPrivateFile } from '../../lib/private-file.ts';
import { callerOf } from '../../plugins/auth.ts';
import { parseFormFields, readMultipartFiles, uploadRefused } from '../../plugins/multipart.ts';
import { answerClaim, claimQueue, decideClaim, fileClaim, myClaims } from './guarantee.service.ts';
import { claimPhotoFile, fileClaimWithPhotos } from './guarantee-photos.service.ts';

const tags = ['guarantee'];
const notFound = { 404: errorBodySchema };

/** Guarantee claims (issue 45, decision 0066): the client claims, the professional answers, admins decide. */
export const guaranteeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now, files } = deps;

  app.post(
    '/solicitudes/:id/garantia',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Open a guarantee claim',
        tags,
        description:
          '"Reclamo de garantía" (JSON; with photos, `POST /solicitudes/{id}/garantia/fotos`): the solicitud\'s client, on a verified hire (accepted, and done or its day passed) within 6 months of the work. 201 with the `GAR-YYYY-NNNNNNNN` code, mailed to the client; the professional is notified and mailed. 404 for anyone else (admins too); 409 when it is not a verified hire, the 6 months are over or a claim on it is open; 429 past 5 claims in the calendar month.',
        params: solicitudIdParamsSchema,
        body: guaranteeClaimBodySchema,
        response: {
          201: guaranteeClaimCreatedSchema,
          ...notFound,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await fileClaim(deps, callerOf(request), request.params.id, request.body, now())),
  );

  app.post(
    '/solicitudes/:id/garantia/fotos',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Open a guarantee claim with photos',
        tags,
        description: `multipart/form-data: \`motivo\` and \`descripcion\` as in \`POST /solicitudes/{id}/garantia\`, and 1 to ${GUARANTEE_PHOTOS_MAX} files \`fotos\` (JPEG, PNG or WebP judged by its bytes, at most 5 MB each; kept private as WebP without EXIF or other metadata, read through \`GET /garantias/{codigo}/fotos/{n}\`). 400 with one more photo; otherwise like the JSON route.`,
        consumes: ['multipart/form-data'],
        params: solicitudIdParamsSchema,
        response: {
          201: guaranteeClaimCreatedSchema,
          ...notFound,
          409: errorBodySchema,
          ...uploadRefused,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartFiles(request, 'fotos', GUARANTEE_PHOTOS_MAX, msg.guarantee.photosMax);
      const body = parseFormFields(guaranteeClaimBodySchema, form.fields);
      if (form.files.length === 0) {
        throw new AppError('VALIDATION', msg.api.fileRequired, { fotos: msg.api.fileRequired });
      }
      const caller = callerOf(request);
      return reply
        .code(201)
        .send(await fileClaimWithPhotos(deps, caller, request.params.id, body, form.files, now()));
    },
  );

  app.get(
    '/garantias/:codigo/fotos/:n',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: "A guarantee claim's photo",
        tags,
        description:
          "Photo `n` (0-based) of the claim (image/webp), private: the claim's client, the solicitud's professional and admins; 404 for anyone else.",
        params: guaranteePhotoParamsSchema,
      },
    },
    (request, reply) =>
      sendPrivateFile(
        reply,
        claimPhotoFile(db, files, callerOf(request), request.params.codigo, request.params.n),
      ),
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
        response: { 200: myGuaranteeClaimsSchema },
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
        response: { 200: guaranteeClaimSchema, ...notFound, 409: errorBodySchema },
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
        response: { 200: guaranteeQueueSchema, ...notFound },
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
        response: { 200: guaranteeClaimSchema, ...notFound, 409: errorBodySchema },
      },
    },
    (request) => decideClaim(deps, callerOf(request), request.params.codigo, request.body, now()),
  );
};
