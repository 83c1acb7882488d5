import type { FastifyReply } from 'fastify';
import { REFRESH_TTL_MS } from './sessions.service.ts';

export const REFRESH_COOKIE = 'refresh_token';
// Sent only to /auth/refresh and /auth/logout, never to the rest of the API.
const COOKIE_PATH = '/auth';

export const refreshCookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH }) as const;

/** Hands the browser a refresh token; any response may set it (e.g. after a password change). */
export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...refreshCookieOptions(secure), maxAge: REFRESH_TTL_MS / 1000 });
}
