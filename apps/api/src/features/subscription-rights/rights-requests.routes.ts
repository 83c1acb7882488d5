import {
  rightsRequestBodySchema,
  rightsRequestConfirmBodySchema,
  rightsRequestConfirmedSchema,
  rightsRequestListSchema,
  rightsRequestReceiptSchema,
} from '@servihogar/shared/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { perIp } from '../../plugins/rate-limit.ts';
import { confirmRightsRequest, listRightsRequests, requestRights } from './rights-requests.service.ts';

const tags = ['subscriptions'];

/** The two consumer buttons reachable without signing in (issue 32), and the admins' list of them. */
export const rightsRequestsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/subscriptions/rights-requests',
    {
      config: { access: 'public' as const, rateLimit: perIp(deps.limits.rightsRequest) },
      schema: {
        summary: 'Consumer buttons without signing in',
        tags,
        description:
          "Anyone: 'Botón de arrepentimiento' or 'Botón de baja' for the subscription of the professional with this e-mail and DNI. Always the same answer: a case code (never whether the data matched). Nothing changes yet: the account's address gets a link to confirm it within 24 hours.",
        body: rightsRequestBodySchema,
        response: { 202: rightsRequestReceiptSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await requestRights(deps, request.body, deps.now())),
  );

  app.post(
    '/subscriptions/rights-requests/confirm',
    {
      config: { access: 'public' as const, rateLimit: perIp(deps.limits.rightsRequest) },
      schema: {
        summary: 'Confirm a consumer-button request from its mailed link',
        tags,
        description:
          'Anyone holding the link mailed to the account: within its 24 hours, and once, the request does what the signed-in button does. 400 when the link expired, was used or is unknown.',
        body: rightsRequestConfirmBodySchema,
        response: { 200: rightsRequestConfirmedSchema },
      },
    },
    async (request) => confirmRightsRequest(deps, request.body.token, deps.now()),
  );

  app.get(
    '/subscriptions/rights-requests',
    {
      config: { access: ['Admin'] as const },
      schema: {
        summary: 'Consumer-button requests made without signing in',
        tags,
        description: 'Admin: the requests made without signing in, newest first, with what came of each.',
        response: { 200: rightsRequestListSchema },
      },
    },
    async () => ({ requests: await listRightsRequests(deps) }),
  );
};
