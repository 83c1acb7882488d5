import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { whatsAppConfigured } from '../../lib/whatsapp-config.ts';
import { validHubSignature } from './whatsapp.signature.ts';
import { applyWhatsAppStatuses, whatsAppWebhookSchema } from './whatsapp.status.ts';

const tags = ['notifications'];

const handshakeSchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

/**
 * Meta's webhooks for WhatsApp (decision 0060): the subscription handshake and the delivery
 * statuses. The body's signature is checked on its raw bytes, so this plugin keeps them: its own
 * JSON parser (Fastify's, as everywhere) remembers the text it parsed.
 */
export const whatsAppWebhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config } = deps;
  // Each request's raw JSON text, by its request object.
  const rawBodies = new WeakMap<object, string>();
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    parse(request, body as string, done);
  });
  app.addHook('onRequest', async () => {
    if (!whatsAppConfigured(config)) throw new AppError('NOT_FOUND', msg.whatsApp.unavailable);
  });

  app.get(
    '/webhooks/whatsapp',
    {
      config: { access: 'public' },
      schema: {
        summary: "WhatsApp webhooks' verification",
        tags,
        description:
          "Meta's subscription handshake: with `hub.mode=subscribe` and `hub.verify_token` equal to WHATSAPP_VERIFY_TOKEN, answers `hub.challenge` as plain text; else 403. 404 when WhatsApp is not configured.",
        querystring: handshakeSchema,
        response: { 200: z.string(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== config.WHATSAPP_VERIFY_TOKEN) {
        throw new AppError('FORBIDDEN', msg.whatsApp.badVerifyToken);
      }
      return reply.type('text/plain; charset=utf-8').send(q['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/webhooks/whatsapp',
    {
      config: { access: 'public' },
      // The signature first: an unsigned or forged body is refused before it is even validated.
      preValidation: async (request) => {
        const header = request.headers['x-hub-signature-256'];
        const raw = rawBodies.get(request);
        if (
          raw === undefined ||
          !validHubSignature(
            config.WHATSAPP_APP_SECRET ?? '',
            raw,
            typeof header === 'string' ? header : undefined,
          )
        ) {
          request.log.warn('WhatsApp: webhook refused (signature)');
          throw new AppError('UNAUTHENTICATED', msg.whatsApp.badSignature);
        }
      },
      schema: {
        summary: "WhatsApp's delivery statuses (webhook)",
        tags,
        description:
          "Meta's webhook for the messages sent. `X-Hub-Signature-256` must be `sha256=` + the HMAC-SHA256 of the raw body keyed with WHATSAPP_APP_SECRET, else 401 and nothing happens. Each `statuses[]` entry moves the recorded send forward (sent, delivered, read, failed); a notice reported failed is e-mailed instead. Unknown message ids are ignored. 404 when WhatsApp is not configured.",
        body: whatsAppWebhookSchema,
        response: { 200: z.object({ received: z.boolean() }), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await deps.db.transaction((tx) => applyWhatsAppStatuses(tx, request.body, deps.now()));
      return { received: true };
    },
  );
};
