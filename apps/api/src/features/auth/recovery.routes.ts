import {
  messageResponseSchema,
  recoveryEmailSchema,
  recoveryVerifyCodeSchema,
} from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { perEmail } from '../../plugins/rate-limit.ts';
import type { Door } from './login.service.ts';
import { requestRecovery, resetPassword } from './recovery.service.ts';

/** Each door's pair of §7 calls: ask for a code by e-mail, then set a new password with it. */
const DOORS: { door: Door; mailPath: string; verifyPath: string }[] = [
  { door: 'client', mailPath: '/auth/passwordRecoveryMail', verifyPath: '/auth/verifyCode' },
  { door: 'professional', mailPath: '/auth/passwordRecoveryMailPrest', verifyPath: '/auth/verifyCodePrest' },
  { door: 'redactor', mailPath: '/redactors/passwordRecoveryMail', verifyPath: '/auth/verifyCodeRedactor' },
];

export const recoveryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { limits } = deps;
  for (const { door, mailPath, verifyPath } of DOORS) {
    const tags = [mailPath.startsWith('/redactors') ? 'redactors' : 'auth'];
    app.post(
      mailPath,
      {
        config: { access: 'public', rateLimit: perEmail(limits.recoveryMail) },
        schema: {
          summary: `Ask for a password recovery code (${door})`,
          tags,
          body: recoveryEmailSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await requestRecovery(deps, door, request.body.email, deps.now());
        return { message: msg.accounts.recoveryMailSent };
      },
    );

    app.post(
      verifyPath,
      {
        config: { access: 'public' },
        schema: {
          summary: `Set a new password with a recovery code (${door})`,
          tags: ['auth'],
          body: recoveryVerifyCodeSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await resetPassword(deps, door, request.body, deps.now());
        return { message: msg.accounts.passwordUpdated };
      },
    );
  }
};
