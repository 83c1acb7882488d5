import {
  conversationParamsSchema,
  conversationResponseSchema,
  hideMessageBodySchema,
  hideParamsSchema,
  messageBodySchema,
  messagePageQuerySchema,
  messageParamsSchema,
  messageResponseSchema,
  photoMessageFieldsSchema,
  reportBodySchema,
  reportedConversationResponseSchema,
  reportedConversationsResponseSchema,
  unreadTotalResponseSchema,
} from '@servihogar/shared/conversations';
import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { sendPrivateFile } from '../../lib/private-file.ts';
import { callerOf } from '../../plugins/auth.ts';
import { parseFormFields, readMultipartForm, uploadRefused } from '../../plugins/multipart.ts';
import { isReported } from './conversation-access.ts';
import { markRead, setBlocked, unreadTotal } from './conversation-state.service.ts';
import { listMessages, photoKeyOf, writeMessage } from './messages.service.ts';
import {
  hideMessage,
  reportedConversation,
  reportedConversations,
  reportMessage,
} from './moderation.service.ts';

const tags = ['conversations'];
const notFound = { 404: errorBodySchema };
const parties =
  'Only the solicitud’s client and professional; anyone else (admins included) gets 404, a banned account 403.';

export const conversationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now, files, limits } = deps;

  // One counter per person across both ways of writing (text, photo): MESSAGES_PER_HOUR.
  const counter = app.createRateLimit({
    ...limits.messages,
    keyGenerator: (request) => `messages|${request.caller?.id ?? request.ip}`,
  });
  const throttle = async (request: FastifyRequest) => {
    const result = await counter(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError('RATE_LIMITED', msg.conversations.tooMany);
  };

  app.get(
    '/solicitudes/:id/mensajes',
    {
      schema: {
        summary: "A solicitud's conversation",
        tags,
        description: `${parties} The latest ${'30'} messages, newest last; \`before\` (the previous answer's \`prev\`) gives the older page (keyset). Hidden messages come without text or photo.`,
        params: conversationParamsSchema,
        querystring: messagePageQuerySchema,
        response: { 200: conversationResponseSchema, ...notFound },
      },
    },
    (request) => listMessages(db, callerOf(request), request.params.id, request.query.before),
  );

  app.post(
    '/solicitudes/:id/mensajes',
    {
      preHandler: throttle,
      schema: {
        summary: 'Write a message',
        tags,
        description: `${parties} \`{texto}\` up to 1 000 characters (a photo goes through \`POST /solicitudes/{id}/mensajes/foto\`). 201 with the message; 403 while either party blocks the conversation; 429 past 60 messages an hour per person (both routes count). The other party's open pages hear a \`message\` live event.`,
        params: conversationParamsSchema,
        body: messageBodySchema,
        response: { 201: messageResponseSchema, ...notFound, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const mensaje = await writeMessage(deps, callerOf(request), request.params.id, request.body, now());
      return reply.code(201).send({ mensaje });
    },
  );

  app.post(
    '/solicitudes/:id/mensajes/foto',
    {
      preHandler: throttle,
      schema: {
        summary: 'Write a message with a photo',
        tags,
        description: `${parties} multipart/form-data: \`foto\` (JPEG, PNG or WebP judged by its bytes, at most 5 MB; kept private as WebP without EXIF or other metadata) and optionally \`texto\` (up to 1 000 characters). Otherwise like \`POST /solicitudes/{id}/mensajes\`.`,
        consumes: ['multipart/form-data'],
        params: conversationParamsSchema,
        response: {
          201: messageResponseSchema,
          ...notFound,
          409: errorBodySchema,
          ...uploadRefused,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, 'foto');
      const { texto } = parseFormFields(photoMessageFieldsSchema, form.fields);
      if (!form.file) {
        throw new AppError('VALIDATION', msg.api.fileRequired, { foto: msg.api.fileRequired });
      }
      const mensaje = await writeMessage(
        deps,
        callerOf(request),
        request.params.id,
        { texto, photo: form.file },
        now(),
      );
      return reply.code(201).send({ mensaje });
    },
  );

  app.get(
    '/solicitudes/:id/mensajes/:mensajeId/foto',
    {
      schema: {
        summary: "A message's photo",
        tags,
        description: `The photo (image/webp), private: the two parties while the message is not hidden, and admins once the conversation is reported; 404 for anyone else.`,
        params: messageParamsSchema,
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id, mensajeId } = request.params;
      const asAdmin = caller.roles.includes('Admin') && (await isReported(db, id));
      return sendPrivateFile(reply, photoKeyOf(db, files, caller, id, mensajeId, asAdmin));
    },
  );

  app.post(
    '/solicitudes/:id/mensajes/read',
    {
      schema: {
        summary: 'Mark a conversation read',
        tags,
        description: `${parties} Nothing of the other party's is unread any more (the lists' and the header's counts).`,
        params: conversationParamsSchema,
        response: { 204: z.null(), ...notFound },
      },
    },
    async (request, reply) => {
      await markRead(db, callerOf(request), request.params.id, now());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/solicitudes/:id/mensajes/:mensajeId/report',
    {
      schema: {
        summary: 'Report a message',
        tags,
        description: `"Denunciar mensaje": ${parties} A message of the other party, with a reason (once; again is a no-op; 403 for one's own). Admins then see the conversation.`,
        params: messageParamsSchema,
        body: reportBodySchema,
        response: { 204: z.null(), ...notFound },
      },
    },
    async (request, reply) => {
      const { id, mensajeId } = request.params;
      await reportMessage(db, callerOf(request), id, mensajeId, request.body.reason, now());
      return reply.code(204).send(null);
    },
  );

  for (const [name, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/solicitudes/:id/mensajes/${name}`,
      {
        schema: {
          summary: blocked ? 'Block a conversation' : 'Unblock a conversation',
          tags,
          description: blocked
            ? `${parties} From the caller's side: while either party blocks it, nobody can write in it.`
            : `${parties} Lifts the caller's own block (not the other party's).`,
          params: conversationParamsSchema,
          response: { 204: z.null(), ...notFound },
        },
      },
      async (request, reply) => {
        await setBlocked(db, callerOf(request), request.params.id, blocked, now());
        return reply.code(204).send(null);
      },
    );
  }

  app.get(
    '/solicitudes/mensajes/unread',
    {
      schema: {
        summary: 'My unread messages',
        tags,
        description:
          "Signed in: the caller's unread messages over all their conversations (the header's total).",
        response: { 200: unreadTotalResponseSchema },
      },
    },
    async (request) => ({ total: await unreadTotal(db, callerOf(request)) }),
  );

  app.get(
    '/solicitudes/reported',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Reported conversations',
        tags,
        description:
          'Admin: the conversations with a reported message (never the others), latest report first, at most 100.',
        response: { 200: reportedConversationsResponseSchema },
      },
    },
    async () => ({ conversaciones: await reportedConversations(db) }),
  );

  app.get(
    '/solicitudes/reported/:id',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'A reported conversation',
        tags,
        description:
          'Admin: the messages of a conversation with a report (404 for any other), hidden ones and the reports included, newest last.',
        params: conversationParamsSchema,
        response: { 200: reportedConversationResponseSchema, ...notFound },
      },
    },
    async (request) => ({ mensajes: await reportedConversation(db, request.params.id) }),
  );

  app.post(
    '/solicitudes/mensajes/:mensajeId/hide',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Hide a reported message',
        tags,
        description:
          'Admin: hides a message of a reported conversation (404 otherwise) with a reason, written to the audit log; the parties see it as hidden. Banning its author is the usual ban (`POST /banUser/{id}`).',
        params: hideParamsSchema,
        body: hideMessageBodySchema,
        response: { 204: z.null(), ...notFound },
      },
    },
    async (request, reply) => {
      await hideMessage(db, callerOf(request), request.params.mensajeId, request.body.reason, now());
      return reply.code(204).send(null);
    },
  );
};
