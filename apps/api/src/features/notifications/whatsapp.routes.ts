import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import {
  whatsAppConfirmSchema,
  whatsAppNumberSchema,
  whatsAppStateSchema,
} from '@servihogar/shared/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { createWhatsApp } from './whatsapp.client.ts';
import { confirmWhatsApp, removeWhatsApp, requestWhatsAppCode, whatsAppStateOf } from './whatsapp.service.ts';

const tags = ['notifications'];
const notFound = { 404: errorBodySchema };
const notConfigured = ' 404 when WhatsApp is not configured (WHATSAPP_* variables).';

/**
 * The caller's WhatsApp number for notifications (issue 42, part 5; decision 0060). Without the
 * WHATSAPP_* variables every route answers 404 and the web app shows no WhatsApp option.
 */
export const whatsAppRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now } = deps;
  const client = createWhatsApp(deps.config);
  app.addHook('onRequest', async () => {
    if (!client) throw new AppError('NOT_FOUND', msg.whatsApp.unavailable);
  });

  app.get(
    '/whatsapp',
    {
      schema: {
        summary: 'My WhatsApp number',
        tags,
        description: `The caller's number for WhatsApp notifications (10 digits after +54 9) and whether it is confirmed.${notConfigured}`,
        response: { 200: whatsAppStateSchema, 400: errorBodySchema, ...notFound },
      },
    },
    async (request) => whatsAppStateOf(db, callerOf(request).id),
  );

  app.post(
    '/whatsapp/number',
    {
      schema: {
        summary: 'Send a confirmation code to my WhatsApp',
        tags,
        description: `Keeps the number (unconfirmed) and sends a 6-digit code to it over WhatsApp (template \`servihogar_codigo\`, from a job). The code lasts 10 minutes; 5 wrong tries burn it; another code at most once a minute (429).${notConfigured}`,
        body: whatsAppNumberSchema,
        response: { 202: whatsAppStateSchema, ...notFound, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const state = await requestWhatsAppCode(deps, callerOf(request).id, request.body.numero, now());
      return reply.code(202).send(state);
    },
  );

  app.post(
    '/whatsapp/confirm',
    {
      schema: {
        summary: 'Confirm my WhatsApp number',
        tags,
        description: `The code sent to the number: right, the number is confirmed and receives the notifications chosen for WhatsApp; wrong, expired or burned, 400; no number given yet, 409.${notConfigured}`,
        body: whatsAppConfirmSchema,
        response: { 200: whatsAppStateSchema, ...notFound, 409: errorBodySchema },
      },
    },
    async (request) => confirmWhatsApp(db, callerOf(request).id, request.body.codigo, now()),
  );

  app.delete(
    '/whatsapp',
    {
      schema: {
        summary: 'Stop WhatsApp notifications',
        tags,
        description: `Forgets the caller's number (idempotent).${notConfigured}`,
        response: { 204: z.null(), 400: errorBodySchema, ...notFound },
      },
    },
    async (request, reply) => {
      await removeWhatsApp(db, callerOf(request).id);
      return reply.code(204).send(null);
    },
  );
};
