import { loginResponseSchema, loginSchema } from '@servihogar/shared/auth';
import { errorBodySchema } from '@servihogar/shared/errors';
import { fillMessage, waitText } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { redactorLoginResponseSchema } from '@servihogar/shared/redactors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { clearRefreshCookie, setRefreshCookie } from '../../accounts/refresh-cookie.ts';
import { endAllSessions, endSession } from '../../accounts/sessions.service.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { REFRESH_COOKIE } from '../../plugins/auth.ts';
import { emailOf, failureLimit, perIpAndEmail } from '../../plugins/rate-limit.ts';
import { refreshSession, type Session, signIn, signInRedactor } from './login.service.ts';

/** A door's own refusals (it is public): wrong credentials 401, a banned or unverified account 403. */
const refused = { 401: errorBodySchema, 403: errorBodySchema };

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { limits, secureCookies } = deps;

  const withSession = (reply: FastifyReply, session: Session) => {
    setRefreshCookie(reply, session.refreshToken, secureCookies);
    return { accessToken: session.accessToken };
  };

  // One counter of failures for the three doors: many e-mails tried from one IP (password spraying).
  const spraying = failureLimit(app, 'sign-in-failures-ip', limits.signInPerIp, (request) => request.ip);
  // And one per account for the three doors, from any IP (and replica, with Redis): guessing one
  // account's password. Its refusal says when to try again.
  const guessing = failureLimit(
    app,
    'sign-in-failures-account',
    limits.signInPerAccount,
    emailOf,
    (seconds) => fillMessage(msg.login.accountThrottled, { espera: waitText(seconds) }),
  );
  const door = {
    config: {
      access: 'public' as const,
      bodyValidationMessage: msg.login.status400,
      rateLimit: perIpAndEmail(limits.signIn),
    },
    preHandler: [spraying.check, guessing.check],
    onResponse: [spraying.count, guessing.count],
  };

  const doorSchema = <T extends z.ZodType>(summary: string, answer: T) => ({
    summary,
    tags: ['auth'],
    body: loginSchema,
    response: { 200: answer, ...refused },
  });

  app.post(
    '/auth',
    { ...door, schema: doorSchema('Sign in as a client', loginResponseSchema) },
    async (request, reply) => withSession(reply, await signIn(deps, 'client', request.body, deps.now())),
  );

  app.post(
    '/auth/loginProfessional',
    { ...door, schema: doorSchema('Sign in as a professional', loginResponseSchema) },
    async (request, reply) => {
      const session = await signIn(deps, 'professional', request.body, deps.now());
      return withSession(reply, session);
    },
  );

  app.post(
    '/auth/loginRedactor',
    { ...door, schema: doorSchema('Sign in as a redactor', redactorLoginResponseSchema) },
    async (request, reply) => {
      const result = await signInRedactor(deps, request.body, deps.now());
      if (result.status !== 'ok') return result;
      return { ...withSession(reply, result.session), status: result.status, userId: result.userId };
    },
  );

  app.get(
    '/auth/refresh',
    {
      config: { access: 'refreshCookie' },
      schema: {
        summary: 'New access token from the session cookie',
        tags: ['auth'],
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError('TOKEN_EXPIRED', msg.session.expired);
      try {
        return withSession(reply, await refreshSession(deps, token, deps.now()));
      } catch (error) {
        clearRefreshCookie(reply, secureCookies);
        throw error;
      }
    },
  );

  // Signing out ends the cookie's session (logout) or every session of its account (logoutAll).
  const signOuts = [
    { url: '/auth/logout', end: endSession, summary: 'Sign out of this device' },
    {
      url: '/auth/logoutAll',
      end: endAllSessions,
      summary: 'Sign out of every device',
      description:
        'Like /auth/logout, for every device: all refresh tokens of the cookie’s account end and its access tokens stop working.',
    },
  ];
  for (const { url, end, summary, description } of signOuts) {
    app.post(
      url,
      { config: { access: 'refreshCookie' }, schema: { summary, description, tags: ['auth'] } },
      async (request, reply) => {
        const token = request.cookies[REFRESH_COOKIE];
        if (token) await end(deps.db, token, deps.now());
        return clearRefreshCookie(reply, secureCookies).code(204).send();
      },
    );
  }
};
