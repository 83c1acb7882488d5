import {
  clientRegistrationSchema,
  messageResponseSchema,
  recoveryEmailSchema,
} from '@servihogar/shared/auth';
import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resendVerification } from '../../accounts/verification.service.ts';
import { emailVerificationRoute } from '../../accounts/verification-route.ts';
import type { AppDeps } from '../../app-deps.ts';
import { perEmail, perIp } from '../../plugins/rate-limit.ts';
import { registerClient } from './client-registration.service.ts';

export const clientRegistrationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { limits } = deps;
  app.post(
    '/auth/register',
    {
      config: { access: 'public', rateLimit: perIp(limits.registration) },
      schema: {
        summary: 'Register a client account',
        tags: ['auth'],
        body: clientRegistrationSchema,
        response: { 201: messageResponseSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await registerClient(deps, request.body, deps.now());
      return reply.code(201).send({ message: msg.accounts.registered });
    },
  );

  // Throttled per e-mail like the recovery mail: a mail box cannot be flooded.
  app.post(
    '/auth/resendVerification',
    {
      config: { access: 'public', rateLimit: perEmail(limits.recoveryMail) },
      schema: {
        summary: 'Send the verification e-mail again',
        tags: ['auth'],
        body: recoveryEmailSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resendVerification(deps, request.body.email, deps.now());
      return { message: msg.accounts.verificationResent };
    },
  );

  emailVerificationRoute(
    app,
    deps,
    '/auth/:token',
    { summary: 'Verify an e-mail address', tags: ['auth'] },
    'email_verification',
    msg.registration.tokenIncorrect,
  );
};
