import type { FastifyReply } from 'fastify';
import { SESSION_HINT_COOKIE } from '../lib/session-hint.ts';
import { REFRESH_COOKIE } from '../plugins/auth.ts';
import { REFRESH_TTL_MS } from './sessions.service.ts';

const cookieOptions = (secure: boolean, path: string) =>
  ({ httpOnly: true, sameSite: 'lax', secure, path }) as const;
// The refresh token goes only to /auth/refresh and /auth/logout, never to the rest of the API.
const refreshOptions = (secure: boolean) => cookieOptions(secure, '/auth');
const hintOptions = (secure: boolean) => cookieOptions(secure, '/');

/** Hands the browser a refresh token; any response may set it (e.g. after a password change). */
export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  const maxAge = REFRESH_TTL_MS / 1000;
  reply.setCookie(REFRESH_COOKIE, token, { ...refreshOptions(secure), maxAge });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hintOptions(secure), maxAge });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): FastifyReply {
  return reply
    .clearCookie(REFRESH_COOKIE, refreshOptions(secure))
    .clearCookie(SESSION_HINT_COOKIE, hintOptions(secure));
}
