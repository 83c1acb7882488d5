import {
  categoryCreatedResponseSchema,
  categoryCreateSchema,
  categoryListSchema,
} from '@servihogar/shared/categories';
import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../../plugins/auth.ts';
import { ensureCategory, listCategories } from './categories.service.ts';

type Options = { db: Db; now: () => Date; auth: Auth };

export const categoriesRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, now, auth }) => {
  app.get('/categories', { schema: { tags: ['categories'], response: { 200: categoryListSchema } } }, () =>
    listCategories(db),
  );

  app.post(
    '/category/add',
    {
      onRequest: auth.requireAuth,
      schema: {
        tags: ['categories'],
        description:
          'Any signed-in user. A name that exists (ignoring case and accents) answers 200 with it.',
        body: categoryCreateSchema,
        response: {
          200: categoryCreatedResponseSchema,
          201: categoryCreatedResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { category, created } = await ensureCategory(db, request.body, now());
      return reply.code(created ? 201 : 200).send({ category });
    },
  );
};
