import { employerParamsSchema, employerToolsSchema, receiptBodySchema } from '@servihogar/shared/employer';
import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { employerReceipt, employerTools } from './employer.service.ts';

const tags = ['employer'];

/** The household employer's tools on a client's request (issue 46, item 2; decision 0069). */
export const employerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now }) => {
  app.get(
    '/employer/:solicitudId',
    {
      config: { access: 'signedIn' as const },
      schema: {
        summary: "A request's employer tools",
        tags,
        description:
          'The request’s client only (anyone else, admins included: 404), for an accepted, repeating request of a service of the régimen de casas particulares: both parties’ data, the suggested category, mode and hours a week, and the whole pay table the calculator works from.',
        params: employerParamsSchema,
        response: { 200: employerToolsSchema, 404: errorBodySchema },
      },
    },
    async (request) => employerTools(db, callerOf(request).id, request.params.solicitudId),
  );

  app.post(
    '/employer/:solicitudId/receipt',
    {
      config: { access: 'signedIn' as const },
      schema: {
        summary: 'A payslip as PDF',
        tags,
        description:
          'The request’s client only: `application/pdf`, the recibo de sueldo of the month with the amounts computed from the input and the pay table (never sent by the client), both parties and spaces for the signatures. Not stored.',
        params: employerParamsSchema,
        body: receiptBodySchema,
        // The bytes of the PDF (Fastify sends a Buffer as it is, unserialized).
        response: { 200: z.any().describe('application/pdf'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await employerReceipt(
        db,
        callerOf(request).id,
        request.params.solicitudId,
        request.body,
        now(),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
