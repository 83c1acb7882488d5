import { messageResponseSchema } from '@servihogar/shared/auth';
import { errorBodySchema } from '@servihogar/shared/errors';
import { msg } from '@servihogar/shared/messages';
import {
  banUserBodySchema,
  emailParamsSchema,
  professionalStatusSchema,
  userBasicInfoSchema,
  userIdParamsSchema,
  usersListResponseSchema,
} from '@servihogar/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { type Auth, callerOf } from '../../plugins/auth.ts';
import { banUser, basicInfo, listUsers, professionalStatus } from './users.service.ts';

type Options = { db: Db; now: () => Date; auth: Auth };

const denied = { 401: errorBodySchema, 403: errorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, now, auth }) => {
  app.get(
    '/auth/getUsers',
    {
      onRequest: auth.requireRole('Admin'),
      schema: { tags: ['users'], response: { 200: usersListResponseSchema, ...denied } },
    },
    async () => ({ users: await listUsers(db) }),
  );

  app.post(
    '/banUser/:id',
    {
      onRequest: auth.requireRole('Admin'),
      schema: {
        tags: ['users'],
        params: userIdParamsSchema,
        body: banUserBodySchema,
        response: {
          200: messageResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => {
      await banUser(db, callerOf(request), request.params.id, request.body.reason, now());
      return { message: msg.accounts.userBanned };
    },
  );

  app.get(
    '/auth/getInfo/:email',
    {
      onRequest: auth.requireAuth,
      schema: {
        tags: ['users'],
        params: emailParamsSchema,
        response: { 200: userBasicInfoSchema, 404: errorBodySchema, ...denied },
      },
    },
    (request) => basicInfo(db, callerOf(request), request.params.email),
  );

  app.get(
    '/auth/getInfoProfessional/:email',
    {
      onRequest: auth.requireAuth,
      schema: {
        tags: ['users'],
        params: emailParamsSchema,
        response: { 200: professionalStatusSchema, 404: errorBodySchema, ...denied },
      },
    },
    (request) => professionalStatus(db, callerOf(request), request.params.email, now()),
  );
};
