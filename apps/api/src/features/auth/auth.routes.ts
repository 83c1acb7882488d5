import { loginResponseSchema, loginSchema } from '@servihogar/shared/auth';
import { errorBodySchema } from '@servihogar/shared/errors';
import { msg } from '@servihogar/shared/messages';
import { redactorLoginResponseSchema } from '@servihogar/shared/redactors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../../accounts/accounts-context.ts';
import { REFRESH_COOKIE, refreshCookieOptions, setRefreshCookie } from '../../accounts/refresh-cookie.ts';
import { endAllSessions, endSession } from '../../accounts/sessions.service.ts';
import { AppError } from '../../lib/errors.ts';
import { requireCsrfHeader } from '../../plugins/auth.ts';
import { failureLimit, perIpAndEmail, type RateLimits } from '../../plugins/rate-limit.ts';
import { refreshSession, type Session, signIn, signInRedactor } from './login.service.ts';

type Options = { ctx: AccountsContext; limits: RateLimits; secureCookies: boolean };

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx, limits, secureCookies }) => {
  const cookie = refreshCookieOptions(secureCookies);

  const withSession = (reply: FastifyReply, session: Session) => {
    setRefreshCookie(reply, session.refreshToken, secureCookies);
    return { accessToken: session.accessToken };
  };

  // One counter of failures for the three doors: many e-mails tried from one IP (password spraying).
  const spraying = failureLimit(app, 'sign-in-failures-ip', limits.signInPerIp, (request) => request.ip);
  const door = {
    config: { bodyValidationMessage: msg.login.status400, rateLimit: perIpAndEmail(limits.signIn) },
    preHandler: spraying.check,
    onResponse: spraying.count,
  };

  app.post(
    '/auth',
    {
      ...door,
      schema: { tags: ['auth'], body: loginSchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request, reply) => withSession(reply, await signIn(ctx, 'client', request.body)),
  );

  app.post(
    '/auth/loginProfessional',
    {
      ...door,
      schema: { tags: ['auth'], body: loginSchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request, reply) => withSession(reply, await signIn(ctx, 'professional', request.body)),
  );

  app.post(
    '/auth/loginRedactor',
    {
      ...door,
      schema: {
        tags: ['auth'],
        body: loginSchema,
        response: { 200: redactorLoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signInRedactor(ctx, request.body);
      if (result.status !== 'ok') return result;
      return { ...withSession(reply, result.session), status: result.status, userId: result.userId };
    },
  );

  app.get(
    '/auth/refresh',
    {
      onRequest: requireCsrfHeader,
      schema: { tags: ['auth'], response: { 200: loginResponseSchema, 403: errorBodySchema } },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError('TOKEN_EXPIRED', msg.session.expired);
      try {
        return withSession(reply, await refreshSession(ctx, token));
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, cookie);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: requireCsrfHeader, schema: { tags: ['auth'] } },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (token) await endSession(ctx.db, token, ctx.now());
      return reply.clearCookie(REFRESH_COOKIE, cookie).code(204).send();
    },
  );

  app.post(
    '/auth/logoutAll',
    {
      onRequest: requireCsrfHeader,
      schema: {
        tags: ['auth'],
        description:
          'Like /auth/logout, for every device: all refresh tokens of the cookie’s account end and its access tokens stop working.',
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (token) await endAllSessions(ctx.db, token, ctx.now());
      return reply.clearCookie(REFRESH_COOKIE, cookie).code(204).send();
    },
  );
};
