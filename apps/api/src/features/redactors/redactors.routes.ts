import { messageResponseSchema } from '@servihogar/shared/auth';
import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import {
  forcedPasswordChangeBodySchema,
  redactorCreatedResponseSchema,
  redactorSignupSchema,
} from '@servihogar/shared/redactors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailVerificationRoute } from '../../accounts/verification-route.ts';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { changePasswordAfterLogin, createRedactor } from './redactors.service.ts';

const userIdParamsSchema = z.object({ userId: z.uuid(msg.api.invalidId) });

export const redactorsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/redactors/add',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Create a redactor account',
        tags: ['redactors'],
        body: redactorSignupSchema,
        response: { 201: redactorCreatedResponseSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const userId = await createRedactor(deps, callerOf(request), request.body, deps.now());
      return reply.code(201).send({ message: msg.accounts.redactorCreated, userId });
    },
  );

  emailVerificationRoute(
    app,
    deps,
    '/redactors/confirm/:token',
    { summary: "Confirm a redactor's e-mail", tags: ['redactors'] },
    'redactor_invitation',
    msg.redactor.tokenIncorrectOrExpired,
  );

  app.put(
    '/redactors/changePasswordAfterLogin/:userId',
    {
      config: { access: 'public' },
      schema: {
        summary: "Set a redactor's first password",
        tags: ['redactors'],
        params: userIdParamsSchema,
        body: forcedPasswordChangeBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await changePasswordAfterLogin(deps.db, request.params.userId, request.body, deps.now());
      return { message: msg.accounts.passwordUpdated };
    },
  );
};
