import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import {
  documentDecisionResponseSchema,
  documentDecisionSchema,
  documentIdParamsSchema,
  documentUploadResponseSchema,
  myVerificationSchema,
  verificationQueueQuerySchema,
  verificationQueueSchema,
} from '@servihogar/shared/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { fieldError } from '../../lib/errors.ts';
import { sendPrivateFile } from '../../lib/private-file.ts';
import { callerOf } from '../../plugins/auth.ts';
import { readMultipartForm, uploadRefused } from '../../plugins/multipart.ts';
import { documentFile, myVerification, uploadDocument } from './documents.service.ts';
import { decideDocument, reviewQueue } from './review.service.ts';

const tags = ['verification'];
export const DOCUMENT_FIELD = 'document';

const fileMissing = () => fieldError(DOCUMENT_FIELD, msg.verification.fileRequired);

/** Verified professionals (issue 16, part 1): DNI and matrícula sent privately, reviewed by admins. */
export const verificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, options) => {
  const { db, now, files } = options;

  app.get(
    '/verification/mine',
    {
      config: { access: ['Prestador'] },
      schema: {
        summary: 'My verification documents and badges',
        tags,
        description:
          "The caller's newest document of each kind, whether a matrícula applies, and the badges earned.",
        response: { 200: myVerificationSchema, 409: errorBodySchema },
      },
    },
    (request) => myVerification(db, callerOf(request), now()),
  );

  app.post(
    '/verification/documents',
    {
      config: { access: ['Prestador'] },
      schema: {
        summary: 'Send a DNI or licence document',
        tags,
        description:
          "multipart/form-data: `document` (JPEG, PNG, WebP, GIF or PDF judged by its bytes, at most 5 MB; images kept as WebP) and `kind` ('dni'; 'matricula' for Gasista / Electricista; 'antecedentes', the criminal-record certificate as a PDF, for Niñera, Cuidado de Persona, Cama Adentro and Casero). Private: only the owner and admins can fetch it. Replaces the previous one of that kind, which then needs review again.",
        consumes: ['multipart/form-data'],
        response: {
          201: documentUploadResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          ...uploadRefused,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw fileMissing();
      const { file, fields } = await readMultipartForm(request, DOCUMENT_FIELD);
      if (!file) throw fileMissing();
      const document = await uploadDocument(db, files, callerOf(request), { file, fields }, now());
      return reply.code(201).send({ message: msg.verification.uploaded, document });
    },
  );

  app.get(
    '/verification/documents',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Review queue of verification documents',
        tags,
        description:
          'The review queue: documents in `estado` (default pendiente), oldest first, a page at a time (`page`, `pageSize`; `total` over all pages).',
        querystring: verificationQueueQuerySchema,
        response: { 200: verificationQueueSchema },
      },
    },
    (request) => reviewQueue(db, request.query),
  );

  app.get(
    '/verification/documents/:id/file',
    {
      schema: {
        summary: 'Download a verification document',
        tags,
        description:
          'The document (image/webp or application/pdf): only for its professional and for admins; 401 anonymous, 403 anyone else, 404 unknown (admins).',
        params: documentIdParamsSchema,
      },
    },
    (request, reply) => sendPrivateFile(reply, documentFile(db, files, callerOf(request), request.params.id)),
  );

  app.put(
    '/verification/documents/:id',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Approve or reject a verification document',
        tags,
        description:
          "Approve (`estado: 'aprobado'`, the badge shows at once; a criminal-record certificate with its issue day `emitidoEl`, which must be no later than today and less than 6 months old: it then shows for 6 months from that day) or reject with `motivo` (e-mailed). Audited. 409 when already decided.",
        params: documentIdParamsSchema,
        body: documentDecisionSchema,
        response: { 200: documentDecisionResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    (request) => decideDocument(options, callerOf(request), request.params.id, request.body, now()),
  );
};
