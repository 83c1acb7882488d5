import * as msg from '@servihogar/shared/messages';
import {
  userEditBodySchema,
  userIdParamsSchema,
  userProfileSchema,
  userUpdatedResponseSchema,
} from '@servihogar/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangeRoute, profileNotFound, replaceOwnPhoto } from '../../accounts/own-profile-routes.ts';
import { assertSelf, assertSelfOrAdmin } from '../../accounts/ownership.ts';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { uploadRefused } from '../../plugins/multipart.ts';
import { editUser, getUserProfile, professionalIdOf } from './user-profile.service.ts';

const tags = ['users'];

/** The signed-in user's own profile (§2 /dash/perfil): ids are account ids (the JWT `sub`). */
export const userProfileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now } = deps;

  app.get(
    '/user/:id',
    {
      schema: {
        summary: "A user's own profile",
        tags,
        description: 'The account itself or an Admin.',
        params: userIdParamsSchema,
        response: { 200: userProfileSchema, ...profileNotFound },
      },
    },
    async (request) => {
      assertSelfOrAdmin(callerOf(request), request.params.id);
      return getUserProfile(db, request.params.id);
    },
  );

  app.put(
    '/user/edit/:id',
    {
      schema: {
        summary: "Edit a user's own profile",
        tags,
        description: 'The account itself. The e-mail is not editable: a body with `email` is refused.',
        params: userIdParamsSchema,
        body: userEditBodySchema,
        response: { 200: userUpdatedResponseSchema, ...profileNotFound },
      },
    },
    async (request) => {
      assertSelf(callerOf(request), request.params.id);
      const updatedUser = await editUser(db, request.params.id, request.body, now());
      return { updatedUser, message: msg.profile.updated };
    },
  );

  app.put(
    '/user/editPhoto/:id',
    {
      schema: {
        summary: "Replace a user's photo",
        tags,
        description:
          'The account itself. multipart/form-data with one image in the field `file` (JPEG, PNG, WebP or GIF, at most 5 MB); stored as WebP without metadata. Also the photo of the linked professional.',
        consumes: ['multipart/form-data'],
        params: userIdParamsSchema,
        response: { 200: userUpdatedResponseSchema, ...profileNotFound, ...uploadRefused },
      },
    },
    async (request) => {
      const accountId = request.params.id;
      assertSelf(callerOf(request), accountId);
      await replaceOwnPhoto(deps, request, {
        accountId,
        professionalId: await professionalIdOf(db, accountId),
      });
      return { updatedUser: await getUserProfile(db, accountId), message: msg.photo.updated };
    },
  );

  passwordChangeRoute(
    app,
    deps,
    '/user/changePassword/:id',
    {
      summary: "Change a user's password",
      tags,
      description:
        'The account itself. Ends every session of the account and answers a new refresh cookie for the caller.',
      params: userIdParamsSchema,
    },
    assertSelf,
  );
};
