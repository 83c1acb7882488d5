import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import { mercadoPagoCreatedSchema, mercadoPagoCreateSchema } from '@servihogar/shared/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { createMercadoPago } from './mercadopago.client.ts';
import { enqueueNotification } from './mercadopago.jobs.ts';
import { startMercadoPago } from './mercadopago.service.ts';
import { checkSignature } from './mercadopago.signature.ts';

const tags = ['subscriptions'];

const webhookQuerySchema = z.object({
  'data.id': z.string().max(200).optional(),
  type: z.string().max(100).optional(),
  topic: z.string().max(100).optional(),
  id: z.string().max(200).optional(),
});
const webhookBodySchema = z
  .object({
    type: z.string().max(100).optional(),
    action: z.string().max(100).optional(),
    data: z.object({ id: z.union([z.string().max(200), z.number()]) }).optional(),
  })
  .optional();

/**
 * Mercado Pago subscriptions (decision 0038), beside the transfer + proof flow. Without
 * MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET both routes answer 404 and nothing else changes.
 */
export const mercadoPagoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now, config } = deps;
  const mp = createMercadoPago(config);
  const configured = () => {
    if (!mp || !config.MP_WEBHOOK_SECRET) throw new AppError('NOT_FOUND', msg.mercadoPago.unavailable);
    return { mp, secret: config.MP_WEBHOOK_SECRET };
  };

  app.post(
    '/subscriptions/mercadopago',
    {
      schema: {
        summary: 'Pay a subscription with Mercado Pago',
        tags,
        description:
          "Creates a pending subscription of the caller paid by a Mercado Pago preapproval (monthly plans of the caller's type) and answers its `initPoint`, where the payer authorizes the debit. During the free trial the first charge is at the trial's end. Only Mercado Pago's webhooks confirm it. 404 when Mercado Pago is not configured; 503 when it does not answer.",
        body: mercadoPagoCreateSchema,
        response: {
          201: mercadoPagoCreatedSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { mp: client } = configured();
      const created = await startMercadoPago(
        deps,
        client,
        callerOf(request),
        request.body.subscriptionPlan,
        now(),
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/webhooks/mercadopago',
    {
      config: { access: 'public' },
      schema: {
        summary: "Mercado Pago's notifications (webhook)",
        tags,
        description:
          "Mercado Pago's webhook. `x-signature` (ts, v1) must be the HMAC-SHA256 with MP_WEBHOOK_SECRET of `id:{data.id};request-id:{x-request-id};ts:{ts};` and ts at most 5 minutes off the server's clock, else 401 and nothing happens. A signed notification is answered 200 at once and applied by a job keyed by its x-request-id (a repeated delivery is a no-op), which reads the preapproval or authorized payment from Mercado Pago's API; an unknown id is logged and changes nothing.",
        querystring: webhookQuerySchema,
        body: webhookBodySchema,
        response: { 200: z.object({ received: z.boolean() }), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { secret } = configured();
      const { query, body, headers } = request;
      const dataId = query['data.id'] ?? (body?.data ? String(body.data.id) : undefined);
      const requestId = typeof headers['x-request-id'] === 'string' ? headers['x-request-id'] : undefined;
      const header = typeof headers['x-signature'] === 'string' ? headers['x-signature'] : undefined;
      const at = now();
      const check = checkSignature({ secret, header, requestId, dataId, now: at });
      if (check !== 'ok') {
        request.log.warn({ check, dataId }, 'Mercado Pago: webhook refused');
        throw new AppError('UNAUTHENTICATED');
      }
      const topic = query.type ?? body?.type ?? query.topic ?? '';
      if (await enqueueNotification(db, { topic, id: dataId!, requestId: requestId! }, at)) deps.jobs.nudge();
      return { received: true };
    },
  );
};
