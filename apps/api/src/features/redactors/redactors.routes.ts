import { messageResponseSchema, verificationResponseSchema } from '@servihogar/shared/auth';
import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import {
  forcedPasswordChangeBodySchema,
  redactorCreatedResponseSchema,
  redactorSignupSchema,
} from '@servihogar/shared/redactors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyEmail } from '../../accounts/verification.service.ts';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { changePasswordAfterLogin, createRedactor } from './redactors.service.ts';

const userIdParamsSchema = z.object({ userId: z.uuid(msg.api.invalidId) });
const tokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });

export const redactorsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/redactors/add',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Create a redactor account',
        tags: ['redactors'],
        body: redactorSignupSchema,
        response: {
          201: redactorCreatedResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = await createRedactor(deps, callerOf(request), request.body, deps.now());
      return reply.code(201).send({ message: msg.accounts.redactorCreated, userId });
    },
  );

  app.get(
    '/redactors/confirm/:token',
    {
      config: { access: 'public' },
      schema: {
        summary: "Confirm a redactor's e-mail",
        tags: ['redactors'],
        params: tokenParamsSchema,
        response: { 200: verificationResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const token = request.params.token;
      await verifyEmail(deps, 'redactor_invitation', token, msg.redactor.tokenIncorrectOrExpired, deps.now());
      return { ok: true as const, message: msg.registration.verifiedText };
    },
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
        response: { 200: messageResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await changePasswordAfterLogin(deps.db, request.params.userId, request.body, deps.now());
      return { message: msg.accounts.passwordUpdated };
    },
  );
};
