import {
  dataRightsQueueQuerySchema,
  dataRightsReceiptSchema,
  dataRightsRequestBodySchema,
  dataRightsRequestListSchema,
  dataRightsRequestParamsSchema,
  dataRightsRequestSchema,
  dataRightsResolutionSchema,
} from '@servihogar/shared/data-rights-requests';
import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { perIp } from '../../plugins/rate-limit.ts';
import {
  fileDataRightsRequest,
  listDataRightsRequests,
  resolveDataRightsRequest,
} from './data-rights-requests.service.ts';

const tags = ['data-rights'];

/** Ley 25.326 requests with their 5-business-day deadline (issue 32, part 3; decision 0040). */
export const dataRightsRequestsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/data-rights-requests',
    {
      config: { access: 'public' as const, rateLimit: perIp(deps.limits.dataRightsRequest) },
      schema: {
        summary: 'Ask to access, correct or delete my data',
        tags,
        description:
          'Anyone, signed in or not: files a request about personal data (acceso, rectificación, supresión) and e-mails its case code to the address given. The same answer whatever the address: the code and the business day it is due.',
        body: dataRightsRequestBodySchema,
        response: { 202: dataRightsReceiptSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await fileDataRightsRequest(deps, request.body, deps.now())),
  );

  app.get(
    '/data-rights-requests',
    {
      config: { access: ['Admin'] as const },
      schema: {
        summary: 'The queue of data-rights requests',
        tags,
        description:
          'Admin: every request, pending ones first by due day, with the business days left (holidays as data) and whether it is overdue; 100 a page from `offset`, `next` the offset of the next page (null on the last).',
        querystring: dataRightsQueueQuerySchema,
        response: { 200: dataRightsRequestListSchema },
      },
    },
    async (request) => listDataRightsRequests(deps.db, deps.now(), request.query.offset),
  );

  app.post(
    '/data-rights-requests/:code/resolution',
    {
      config: { access: ['Admin'] as const },
      schema: {
        summary: 'Answer or reject a data-rights request',
        tags,
        description:
          'Admin: marks a pending request answered or rejected with a note (audit-logged) and e-mails the person. 409 when it was already resolved.',
        params: dataRightsRequestParamsSchema,
        body: dataRightsResolutionSchema,
        response: { 200: dataRightsRequestSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      resolveDataRightsRequest(deps, callerOf(request).id, request.params.code, request.body, deps.now()),
  );
};
