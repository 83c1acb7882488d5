import {
  addCommentBodySchema,
  addCommentResponseSchema,
  myCommentResponseSchema,
} from '@servihogar/shared/comments';
import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import { professionalIdParamsSchema } from '@servihogar/shared/professionals';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { addComment, isProviderOnly } from './add-comment.service.ts';
import { findProfileComment } from './comments.service.ts';

// Before the body is read: a provider gets its 403 whatever it sends.
const notProviderOnly = async (request: FastifyRequest) => {
  if (isProviderOnly(callerOf(request))) throw new AppError('FORBIDDEN', msg.rating.providersCannotComment);
};

export const commentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now }) => {
  app.post(
    '/professionals/addComment/:id',
    {
      onRequest: notProviderOnly,
      schema: {
        summary: 'Rate and comment on a professional',
        tags: ['comments'],
        description:
          'Signed-in non-provider accounts. Profile body {nombrePersona, descripcion, calificacionComentario, foto}: one comment per account per listed professional (409 on the second). Rating body {…, idSoli, emailCliente}: only that solicitud’s client, once (sets flujoCompleto; 409 on the second). The author’s name and photo are the account’s; nombrePersona and foto are ignored.',
        params: professionalIdParamsSchema,
        body: addCommentBodySchema,
        response: {
          201: addCommentResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await addComment(db, callerOf(request), request.params.id, request.body, now());
      return reply.code(201).send({ message: msg.rating.sent, ...result });
    },
  );

  app.get(
    '/professionals/:id/myComment',
    {
      schema: {
        summary: 'My comment on a professional',
        tags: ['comments'],
        description:
          'Signed-in accounts: their own profile comment on this professional, or null. The profile shows it instead of a comment box that would only answer 409.',
        params: professionalIdParamsSchema,
        response: { 200: myCommentResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      comment: await findProfileComment(db, request.params.id, callerOf(request).id),
    }),
  );
};
