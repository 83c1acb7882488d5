import { errorBodySchema } from '@servihogar/shared/errors';
import { professionalAddBodySchema, professionalAddResponseSchema } from '@servihogar/shared/professionals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { perIp } from '../../plugins/rate-limit.ts';
import { registerProfessional } from './registration.service.ts';

const tags = ['professionals'];

/** Registration (/workWithUs): anonymous visitors and signed-in clients. */
export const professionalRegistrationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { limits } = deps;

  app.post(
    '/professionals/add',
    {
      // Anonymous visitors and signed-in clients both register here; a bad token still gets its 403.
      config: { access: 'optional', rateLimit: perIp(limits.registration) },
      schema: {
        summary: 'Register as a professional',
        tags,
        description:
          'Anonymous (with password + repassword: creates an unverified Prestador account and mails its token) or a signed-in Cliente (the account becomes Prestador too). The professional waits for an admin alta.',
        body: professionalAddBodySchema,
        response: {
          201: professionalAddResponseSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { professionalId, message } = await registerProfessional(
        deps,
        request.caller,
        request.body,
        deps.now(),
      );
      return reply.code(201).send({ success: true as const, message, professionalId });
    },
  );
};
