import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import {
  subscriptionIdParamsSchema,
  subscriptionListSchema,
  subscriptionResponseSchema,
  subscriptionsPageSchema,
  subscriptionsQuerySchema,
  subscriptionUpdateSchema,
} from '@servihogar/shared/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { sendPrivateFile } from '../../lib/private-file.ts';
import { callerOf } from '../../plugins/auth.ts';
import { uploadRefused } from '../../plugins/multipart.ts';
import { readProofForm } from './proof-form.ts';
import { decideSubscription } from './subscription-decision.service.ts';
import { listSubscriptions } from './subscription-view.service.ts';
import { createSubscription, mySubscriptions, proofOf } from './subscriptions.service.ts';

const tags = ['subscriptions'];

export const subscriptionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now, files } = deps;

  app.post(
    '/subscriptions',
    {
      schema: {
        summary: 'Pay a subscription (upload the proof)',
        tags,
        description:
          "multipart/form-data: `paymentProof` (JPEG, PNG, WebP or GIF, at most 5 MB; kept private as WebP), `personId` (the caller's account id, or for 'professional' also the caller's professional id), `subscriptionPlan` (a plan of the type), `type` ('professional' when the caller's first role is Prestador, else 'user'). Creates a pending subscription.",
        consumes: ['multipart/form-data'],
        response: {
          201: subscriptionResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          ...uploadRefused,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const form = await readProofForm(request);
      const subscription = await createSubscription(db, files, caller, form, now());
      return reply.code(201).send({ message: msg.subscription.created, subscription });
    },
  );

  app.get(
    '/subscriptions',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Every subscription',
        tags,
        description:
          'Every subscription, newest first, a page at a time (`page`, `pageSize`; `total` over all pages): `paymentStatus` filters, `search` matches the payer’s or the professional’s name, e-mail or dni (no case or accents).',
        querystring: subscriptionsQuerySchema,
        response: { 200: subscriptionsPageSchema },
      },
    },
    (request) => listSubscriptions(db, request.query),
  );

  app.get(
    '/subscriptions/mine',
    {
      schema: {
        summary: 'My subscriptions',
        tags,
        description: "The caller's own subscriptions, newest first.",
        response: { 200: subscriptionListSchema },
      },
    },
    (request) => mySubscriptions(db, callerOf(request)),
  );

  app.get(
    '/subscriptions/:id/proof',
    {
      schema: {
        summary: 'A payment proof image',
        tags,
        description:
          'The payment proof image (image/webp): only for the account that uploaded it and for admins; 401 anonymous, 403 anyone else, 404 unknown (admins).',
        params: subscriptionIdParamsSchema,
      },
    },
    (request, reply) => sendPrivateFile(reply, proofOf(db, files, callerOf(request), request.params.id)),
  );

  app.put(
    '/subscriptions/:id',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Approve or reject a payment',
        tags,
        description:
          "Aprobar (confirmed) extends the payer's paid period by the plan's days from max(now, current end); Rechazar (failed) or back to pending takes a confirmation back. Setting the current status changes nothing.",
        params: subscriptionIdParamsSchema,
        body: subscriptionUpdateSchema,
        response: { 200: subscriptionResponseSchema, 404: errorBodySchema },
      },
    },
    (request) =>
      decideSubscription(deps, callerOf(request), request.params.id, request.body.paymentStatus, now()),
  );
};
