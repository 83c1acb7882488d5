import { errorBodySchema } from '@servihogar/shared/errors';
import {
  payScaleInputSchema,
  payScaleParamsSchema,
  payScaleSchema,
  payScalesResponseSchema,
} from '@servihogar/shared/pay-scales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import {
  createPayScale,
  currentPayScales,
  deletePayScale,
  listPayScales,
  updatePayScale,
} from './pay-scales.service.ts';

const tags = ['pay-scales'];

/** The régimen de casas particulares' minimum pay (issue 32): public today's rows, admins keep the table. */
export const payScalesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now }) => {
  const admins = { access: ['Admin'] as const };

  app.get(
    '/pay-scales/current',
    {
      config: { access: 'public' as const },
      schema: {
        summary: 'Minimum pay valid today',
        tags,
        description:
          'Public: the row valid today (Argentina) for each regime category and modality that has one.',
        response: { 200: payScalesResponseSchema },
      },
    },
    async () => ({ payScales: await currentPayScales(db, now()) }),
  );

  app.get(
    '/pay-scales',
    {
      config: admins,
      schema: {
        summary: 'Every pay-scale row',
        tags,
        description: 'Admin: every row, past, current and future.',
        response: { 200: payScalesResponseSchema, 400: errorBodySchema },
      },
    },
    async () => ({ payScales: await listPayScales(db) }),
  );

  app.post(
    '/pay-scales',
    {
      config: admins,
      schema: {
        summary: 'Add a pay-scale row',
        tags,
        description: 'Admin: adds a row (audit-logged); 409 when its category, modality and date exist.',
        body: payScaleInputSchema,
        response: { 201: payScaleSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPayScale(db, callerOf(request).id, request.body, now())),
  );

  app.put(
    '/pay-scales/:id',
    {
      config: admins,
      schema: {
        summary: 'Change a pay-scale row',
        tags,
        description: 'Admin: changes a row (audit-logged with what it was).',
        params: payScaleParamsSchema,
        body: payScaleInputSchema,
        response: { 200: payScaleSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => updatePayScale(db, callerOf(request).id, request.params.id, request.body, now()),
  );

  app.delete(
    '/pay-scales/:id',
    {
      config: admins,
      schema: {
        summary: 'Remove a pay-scale row',
        tags,
        description: 'Admin: removes a row (audit-logged); the previous row applies again.',
        params: payScaleParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }), 404: errorBodySchema },
      },
    },
    async (request) => {
      await deletePayScale(db, callerOf(request).id, request.params.id, now());
      return { deleted: true as const };
    },
  );
};
