import {
  categoryActionResponseSchema,
  categoryCreatedResponseSchema,
  categoryCreateSchema,
  categoryEditFieldsSchema,
  categoryListSchema,
  categoryMergeSchema,
  categoryRenameSchema,
  categorySlugParamsSchema,
  managedCategoryListSchema,
} from '@servihogar/shared/categories';
import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { cacheKey } from '../../cache/response-cache.ts';
import { STAFF } from '../../plugins/access.ts';
import { callerOf } from '../../plugins/auth.ts';
import { parseFormFields, readMultipartForm } from '../../plugins/multipart.ts';
import { ensureCategory, listCategories } from './categories.service.ts';
import {
  approveCategory,
  editCategory,
  listManagedCategories,
  mergeCategory,
  rejectCategory,
  renameCategory,
} from './moderation.service.ts';

const notFoundOrConflict = { 404: errorBodySchema, 409: errorBodySchema };

export const categoriesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now, files, cache }) => {
  const tags = ['categories'];

  app.get(
    '/categories',
    {
      config: { access: 'public', shed: true },
      schema: {
        summary: 'Approved categories',
        tags,
        description: 'Approved categories only. Cached per data version, with an ETag.',
        response: { 200: categoryListSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, cacheKey('/categories'), categoryListSchema, async () => ({
        value: await listCategories(db),
      })),
  );

  app.post(
    '/category/add',
    {
      schema: {
        summary: 'Propose a category',
        tags,
        description:
          'Any signed-in user. A new name is created `pendiente` (not public until approved), at most 5 a day per account; a name that exists (ignoring case and accents) answers 200 with it.',
        body: categoryCreateSchema,
        response: {
          200: categoryCreatedResponseSchema,
          201: categoryCreatedResponseSchema,
          ...notFoundOrConflict,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { category, created } = await ensureCategory(db, request.body, now(), callerOf(request).id);
      return reply.code(created ? 201 : 200).send({ category });
    },
  );

  app.get(
    '/categories/manage',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Every category, for moderation',
        tags,
        response: { 200: managedCategoryListSchema, 400: errorBodySchema, ...notFoundOrConflict },
      },
    },
    (request) => listManagedCategories(db, callerOf(request)),
  );

  const ok = { 200: categoryActionResponseSchema, ...notFoundOrConflict };
  /** A staff action on one category (`:slug`); it answers the category unless `response` says otherwise. */
  const onCategory = <S extends { summary: string }>(schema: S) => ({
    config: { access: STAFF },
    schema: { tags, params: categorySlugParamsSchema, response: ok, ...schema },
  });

  app.put(
    '/categories/:slug',
    onCategory({
      summary: 'Edit a category',
      description: 'Multipart: `description` and optional `image` (JPG/PNG/WebP/GIF ≤ 5 MB, stored as WebP).',
    }),
    async (request) => {
      const { file, fields } = await readMultipartForm(request, 'image');
      const { description } = parseFormFields(categoryEditFieldsSchema, fields);
      const deps = { db, now: now(), files };
      return {
        category: await editCategory(deps, callerOf(request), request.params.slug, description, file, now()),
      };
    },
  );

  app.post('/categories/:slug/approve', onCategory({ summary: 'Approve a category' }), async (request) => ({
    category: await approveCategory(db, callerOf(request), request.params.slug, now()),
  }));

  app.post(
    '/categories/:slug/rename',
    onCategory({ summary: 'Rename a category', body: categoryRenameSchema }),
    async (request) => ({
      category: await renameCategory(db, callerOf(request), request.params.slug, request.body.type, now()),
    }),
  );

  app.post(
    '/categories/:slug/merge',
    onCategory({
      summary: 'Merge a category into another',
      description: 'Its professionals move to `into` and the category is removed.',
      body: categoryMergeSchema,
    }),
    async (request) => ({
      category: await mergeCategory(db, callerOf(request), request.params.slug, request.body.into, now()),
    }),
  );

  app.delete(
    '/categories/:slug',
    onCategory({
      summary: 'Reject a category',
      description: 'Rejects a category that is not fixed; its professionals lose that service.',
      response: { 204: z.null(), ...notFoundOrConflict },
    }),
    async (request, reply) => {
      await rejectCategory(db, callerOf(request), request.params.slug, now());
      return reply.code(204).send(null);
    },
  );
};
