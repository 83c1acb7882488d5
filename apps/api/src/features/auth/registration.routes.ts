import {
  clientRegistrationSchema,
  messageResponseSchema,
  recoveryEmailSchema,
  verificationResponseSchema,
} from '@servihogar/shared/auth';
import { errorBodySchema } from '@servihogar/shared/errors';
import { msg } from '@servihogar/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsContext } from '../../accounts/accounts-context.ts';
import { resendVerification, verifyEmail } from '../../accounts/verification.service.ts';
import { perEmail, perIp, type RateLimits } from '../../plugins/rate-limit.ts';
import { registerClient } from './registration.service.ts';

type Options = { ctx: AccountsContext; limits: RateLimits };

const tokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });

export const registrationRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx, limits }) => {
  app.post(
    '/auth/register',
    {
      config: { rateLimit: perIp(limits.registration) },
      schema: {
        tags: ['auth'],
        body: clientRegistrationSchema,
        response: {
          201: messageResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await registerClient(ctx, request.body);
      return reply.code(201).send({ message: msg.accounts.registered });
    },
  );

  // Throttled per e-mail like the recovery mail: a mail box cannot be flooded.
  app.post(
    '/auth/resendVerification',
    {
      config: { rateLimit: perEmail(limits.recoveryMail) },
      schema: {
        tags: ['auth'],
        body: recoveryEmailSchema,
        response: { 200: messageResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await resendVerification(ctx, request.body.email);
      return { message: msg.accounts.verificationResent };
    },
  );

  app.get(
    '/auth/:token',
    {
      schema: {
        tags: ['auth'],
        params: tokenParamsSchema,
        response: { 200: verificationResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await verifyEmail(ctx, 'email_verification', request.params.token, msg.registration.tokenIncorrect);
      return { ok: true as const, message: msg.registration.verifiedText };
    },
  );
};
