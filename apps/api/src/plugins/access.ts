import type { Role } from '@servihogar/shared/constants';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { type Auth, REFRESH_COOKIE, requireCsrfHeader } from './auth.ts';

/**
 * Who may call a route, declared once in its `config.access` (decision 0027). A feature route that
 * declares nothing is for signed-in callers: a route is public only if it says so.
 * - `'public'`: anyone; no caller is looked up.
 * - `'optional'`: anyone; a Bearer token, when sent, must be valid and sets `request.caller`.
 * - `'refreshCookie'`: the refresh cookie's session, with the web's `X-CSRF-Token` header.
 * - `'signedIn'` (the default): a valid Bearer token.
 * - `'liveTicket'`: a valid ticket of `POST /events/ticket` in `?ticket=` (an EventSource sends no
 *   header; decision 0058).
 * - a list of roles: a valid Bearer token of an account with one of them.
 */
export type Access = 'public' | 'optional' | 'refreshCookie' | 'signedIn' | 'liveTicket' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** The redactores and the admins: advertising and the category catalogue. */
export const STAFF = ['Redactor', 'Admin'] as const satisfies Access;

export const accessOf = (config: FastifyContextConfig | undefined): Access => config?.access ?? 'signedIn';

/** The guard of every feature route: one onRequest hook that reads the route's `config.access`. */
export function registerAccessGuard(app: FastifyInstance, auth: Auth): void {
  app.addHook('onRequest', (request) => guard(auth, accessOf(request.routeOptions.config), request));
}

async function guard(auth: Auth, access: Access, request: FastifyRequest): Promise<void> {
  if (access === 'public') return;
  if (access === 'refreshCookie') return requireCsrfHeader(request);
  if (access === 'optional') {
    if (request.headers.authorization) await auth.requireAuth(request);
    return;
  }
  if (access === 'signedIn') return auth.requireAuth(request);
  if (access === 'liveTicket') return auth.requireLiveTicket(request);
  return auth.requireRole(...access)(request);
}

/** The OpenAPI security schemes the access levels stand on. */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of POST /auth, /auth/loginProfessional or /auth/loginRedactor.',
  },
  refreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: REFRESH_COOKIE,
    description: 'The session cookie set at sign-in (HttpOnly).',
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description: 'The web app’s csrf_token (32 hex digits), required with the refresh cookie.',
  },
  liveTicket: {
    type: 'apiKey',
    in: 'query',
    name: 'ticket',
    description: 'A ticket of POST /events/ticket (one minute, for GET /events only).',
  },
} as const;

/** A route's OpenAPI `security`, from the same `config.access` its guard reads. */
export function securityOf(access: Access): Record<string, string[]>[] {
  if (access === 'public') return [];
  if (access === 'optional') return [{}, { bearerAuth: [] }];
  if (access === 'refreshCookie') return [{ refreshCookie: [], csrfHeader: [] }];
  if (access === 'liveTicket') return [{ liveTicket: [] }];
  return [{ bearerAuth: [] }];
}

/** Who may call, in words, for the OpenAPI description. */
export function accessText(access: Access): string {
  if (access === 'public') return 'Anyone.';
  if (access === 'optional') return 'Anyone; a Bearer token, when sent, must be valid.';
  if (access === 'refreshCookie') return 'The refresh cookie with the X-CSRF-Token header.';
  if (access === 'signedIn') return 'Signed in (Bearer token).';
  if (access === 'liveTicket') return 'Signed in (a ticket of POST /events/ticket in ?ticket=).';
  return `Signed in as ${access.join(' or ')} (Bearer token).`;
}
