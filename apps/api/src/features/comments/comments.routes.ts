import {
  addCommentBodySchema,
  addCommentResponseSchema,
  commentSchema,
  myCommentResponseSchema,
} from '@servihogar/shared/comments';
import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import { professionalIdParamsSchema } from '@servihogar/shared/professionals';
import {
  commentIdParamsSchema,
  hideReviewBodySchema,
  reviewReplyBodySchema,
} from '@servihogar/shared/solicitudes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { RoleRule } from '../../plugins/access.ts';
import { callerOf } from '../../plugins/auth.ts';
import { addComment } from './add-comment.service.ts';
import { findProfileComment } from './comments.service.ts';
import { hideReview, replyToReview } from './review-replies.service.ts';

// Before the body is read: a provider gets its 403 whatever it sends.
const NOT_PROVIDER_ONLY: RoleRule = {
  refuse: { role: 'Prestador', unless: ['Cliente'], message: msg.rating.providersCannotComment },
};

export const commentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now } = deps;
  const notFoundOrConflict = { 404: errorBodySchema, 409: errorBodySchema };
  app.post(
    '/professionals/addComment/:id',
    {
      config: { access: NOT_PROVIDER_ONLY },
      schema: {
        summary: 'Rate and comment on a professional',
        tags: ['comments'],
        description:
          'Signed-in non-provider accounts. Profile body {nombrePersona, descripcion, calificacionComentario, foto}: one comment per account per listed professional (409 on the second). Rating body {…, idSoli, emailCliente}: only that solicitud’s client, once (sets flujoCompleto; 409 on the second). The author’s name and photo are the account’s; nombrePersona and foto are ignored.',
        params: professionalIdParamsSchema,
        body: addCommentBodySchema,
        response: { 201: addCommentResponseSchema, ...notFoundOrConflict },
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
        response: { 200: myCommentResponseSchema },
      },
    },
    async (request) => ({
      comment: await findProfileComment(db, request.params.id, callerOf(request).id),
    }),
  );

  app.post(
    '/professionals/comments/:id/reply',
    {
      config: { access: ['Prestador'] },
      schema: {
        summary: 'Reply to a review',
        tags: ['comments'],
        description:
          'The reviewed professional: one public reply (≤500 characters) to a review on their profile; 409 on the second, 404 for a hidden review.',
        params: commentIdParamsSchema,
        body: reviewReplyBodySchema,
        response: { 200: z.object({ comment: commentSchema }), ...notFoundOrConflict },
      },
    },
    async (request) => ({
      comment: await replyToReview(db, callerOf(request), request.params.id, request.body.reply, now()),
    }),
  );

  app.post(
    '/professionals/comments/:id/hide',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Hide a review or its reply',
        tags: ['comments'],
        description:
          'Admin: hides an abusive review (it leaves the profile and the mean) or only its reply, with a reason; audit log, and the author is mailed.',
        params: commentIdParamsSchema,
        body: hideReviewBodySchema,
        response: { 204: z.null(), ...notFoundOrConflict },
      },
    },
    async (request, reply) => {
      await hideReview(deps, callerOf(request), request.params.id, request.body, now());
      return reply.code(204).send(null);
    },
  );
};
