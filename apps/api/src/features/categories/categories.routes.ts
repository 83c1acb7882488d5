import { categoryListSchema } from '@servihogar/shared/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { listCategories } from './categories.service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/categories', { schema: { tags: ['categories'], response: { 200: categoryListSchema } } }, () =>
    listCategories(db),
  );
};
