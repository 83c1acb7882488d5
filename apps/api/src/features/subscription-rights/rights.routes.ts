import { errorBodySchema } from '@servihogar/shared/errors';
import {
  subscriptionIdParamsSchema,
  subscriptionResponseSchema,
  subscriptionRightsResponseSchema,
  subscriptionRightsSchema,
} from '@servihogar/shared/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { cancelRenewal, markRefunded, subscriptionRights, withdraw } from './rights.service.ts';

const tags = ['subscriptions'];

/** The professional's cancellation and withdrawal rights (Botón de baja, Botón de arrepentimiento). */
export const rightsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now } = deps;

  app.get(
    '/subscriptions/rights',
    {
      config: { access: ['Prestador'] },
      schema: {
        summary: 'My cancellation and withdrawal rights',
        tags,
        description:
          "What the 'Botón de baja' (always offered) and the 'Botón de arrepentimiento' (within 10 days of an approved payment) show.",
        response: { 200: subscriptionRightsSchema, 409: errorBodySchema },
      },
    },
    (request) => subscriptionRights(db, callerOf(request), now()),
  );

  app.post(
    '/subscriptions/baja',
    {
      config: { access: ['Prestador'] },
      schema: {
        summary: 'Stop renewal (botón de baja)',
        tags,
        description:
          "'Botón de baja': renewal stops; the paid period runs to its end; a live Mercado Pago subscription is cancelled there too (a job retried until Mercado Pago confirms; a charge after the baja is flagged for refund). E-mailed and audited; pressing it again changes nothing.",
        response: { 200: subscriptionRightsResponseSchema, 409: errorBodySchema },
      },
    },
    (request) => cancelRenewal(deps, callerOf(request), now()),
  );

  app.post(
    '/subscriptions/:id/arrepentimiento',
    {
      config: { access: ['Prestador'] },
      schema: {
        summary: 'Withdraw from a payment (botón de arrepentimiento)',
        tags,
        description:
          "'Botón de arrepentimiento' on the caller's own approved payment, within 10 days of its approval: asks for the refund and ends the subscription (its days are taken back); a live Mercado Pago subscription is cancelled there as for the baja. E-mailed and audited; 403 for someone else's, 409 out of term.",
        params: subscriptionIdParamsSchema,
        response: { 200: subscriptionRightsResponseSchema, 409: errorBodySchema },
      },
    },
    (request) => withdraw(deps, callerOf(request), request.params.id, now()),
  );

  app.put(
    '/subscriptions/:id/refund',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Mark a refund as paid',
        tags,
        description:
          'Marks the refund asked for by arrepentimiento as paid back. E-mailed and audited; 409 when none is pending.',
        params: subscriptionIdParamsSchema,
        response: { 200: subscriptionResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    (request) => markRefunded(deps, callerOf(request), request.params.id, now()),
  );
};
