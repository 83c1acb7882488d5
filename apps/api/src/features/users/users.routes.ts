import { messageResponseSchema } from '@servihogar/shared/auth';
import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import { professionalSubscriptionStatusSchema } from '@servihogar/shared/subscriptions';
import {
  banUserBodySchema,
  emailParamsSchema,
  userBasicInfoSchema,
  userIdParamsSchema,
  usersListQuerySchema,
  usersListResponseSchema,
} from '@servihogar/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { banUser, basicInfo, listUsers, professionalStatus, unbanUser } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now } = deps;
  app.get(
    '/auth/getUsers',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'List every account',
        tags: ['users'],
        querystring: usersListQuerySchema,
        response: { 200: usersListResponseSchema },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  app.post(
    '/unbanUser/:id',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: "Lift an account's ban",
        tags: ['users'],
        description: 'Admin: lifts a ban (audit-logged as user.unban). 409 when the account is not banned.',
        params: userIdParamsSchema,
        response: { 200: messageResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      await unbanUser(db, callerOf(request), request.params.id, now());
      return { message: msg.accounts.userUnbanned };
    },
  );

  app.post(
    '/banUser/:id',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Ban an account',
        tags: ['users'],
        params: userIdParamsSchema,
        body: banUserBodySchema,
        response: { 200: messageResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
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
      schema: {
        summary: 'An account by e-mail',
        tags: ['users'],
        params: emailParamsSchema,
        response: { 200: userBasicInfoSchema, 404: errorBodySchema },
      },
    },
    (request) => basicInfo(db, callerOf(request), request.params.email),
  );

  app.get(
    '/auth/getInfoProfessional/:email',
    {
      schema: {
        summary: "A professional's account by e-mail",
        tags: ['users'],
        params: emailParamsSchema,
        response: { 200: professionalSubscriptionStatusSchema, 404: errorBodySchema },
      },
    },
    async (request) => professionalStatus(db, callerOf(request), request.params.email, now()),
  );
};
