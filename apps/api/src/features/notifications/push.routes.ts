import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import { pushKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@servihogar/shared/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { deletePushSubscription, savePushSubscription } from './push.service.ts';

const tags = ['notifications'];

/** Web Push (issue 42, decision 0060): the server's VAPID key, and each device's subscription. */
export const pushRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now, config } = deps;

  app.get(
    '/push/key',
    {
      config: { access: 'public' },
      schema: {
        summary: "The server's Web Push key",
        tags,
        description:
          'The VAPID public key (P-256, base64url) a browser passes to `pushManager.subscribe` as `applicationServerKey` (RFC 8292). Generated into DATA_DIR on first start unless VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are set.',
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ publicKey: config.VAPID_PUBLIC_KEY }),
  );

  app.post(
    '/push/subscriptions',
    {
      schema: {
        summary: 'Receive notifications on this device',
        tags,
        description:
          "Keeps the browser's PushSubscription (`subscription.toJSON()`: endpoint and keys) for the caller, one per device. Subscribing an endpoint again replaces its keys (and moves it to the caller). A push service that later answers 404 or 410 for it makes the server drop it.",
        body: pushSubscriptionSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await savePushSubscription(db, callerOf(request).id, request.body, now());
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        summary: 'Stop notifications on this device',
        tags,
        description: "Forgets the caller's subscription at `endpoint`; 404 when the caller has none there.",
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!(await deletePushSubscription(db, callerOf(request).id, request.body.endpoint))) {
        throw new AppError('NOT_FOUND', msg.push.notFound);
      }
      return reply.code(204).send(null);
    },
  );
};
