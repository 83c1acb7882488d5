import type { Role } from '@servihogar/shared/constants';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { type Auth, REFRESH_COOKIE, requireCsrfHeader } from './auth.ts';

/**
 * Who may call a route, declared once in its `config.access` (decision 0027). A feature route that
 * declares nothing is for signed-in callers: a route is public only if it says so.
 * - `'public'`: anyone; no caller is looked up.
 * - `'optional'`: anyone; a Bearer token, when sent, must be valid and sets `request.caller`.
 * - `'callerIfValid'`: anyone; a valid Bearer token sets `request.caller`, a stale or invalid one is
 *   ignored (the caller is a visitor).
 * - `'refreshCookie'`: the refresh cookie's session, with the web's `X-CSRF-Token` header.
 * - `'signedIn'` (the default): a valid Bearer token.
 * - `'liveTicket'`: a valid ticket of `POST /events/ticket` in `?ticket=` (an EventSource sends no
 *   header; decision 0058).
 * - a list of roles: a valid Bearer token of an account with one of them.
 * - a RoleRule: a valid Bearer token, its roles checked by the rule, its refusal in the rule's words.
 */
export type Access =
  | 'public'
  | 'optional'
  | 'callerIfValid'
  | 'refreshCookie'
  | 'signedIn'
  | 'liveTicket'
  | readonly Role[]
  | RoleRule;

/**
 * Signed in, and: one of `roles` when given; never holding `refuse.role` without one of
 * `refuse.unless` (that caller is told `refuse.message`, e.g. a provider who may not hire).
 */
export type RoleRule = {
  readonly roles?: readonly Role[];
  readonly refuse?: { readonly role: Role; readonly unless: readonly Role[]; readonly message: string };
};

const isRoleRule = (access: Access): access is RoleRule =>
  typeof access === 'object' && !Array.isArray(access);

/**
 * Why a signed-in caller with `roles` is refused by `access` (a 403 and its message, or the default
 * one), or null when it may call: the guard answers by it, the authorization matrix checks by it.
 */
export function refusalOf(access: Access, roles: readonly Role[]): { message?: string } | null {
  if (typeof access === 'string') return null;
  if (!isRoleRule(access)) return roles.some((role) => access.includes(role)) ? null : {};
  const { refuse } = access;
  if (refuse && roles.includes(refuse.role) && !roles.some((role) => refuse.unless.includes(role)))
    return { message: refuse.message };
  if (access.roles && !roles.some((role) => access.roles!.includes(role))) return {};
  return null;
}

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
  if (access === 'liveTicket') return auth.requireLiveTicket(request);
  if (access === 'callerIfValid') {
    if (request.headers.authorization) await auth.requireAuth(request).catch(() => {});
    return;
  }
  await auth.requireAuth(request);
  if (access === 'signedIn') return;
  const refusal = refusalOf(access, request.caller!.roles);
  if (refusal) throw new AppError('FORBIDDEN', refusal.message);
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
  if (access === 'optional' || access === 'callerIfValid') return [{}, { bearerAuth: [] }];
  if (access === 'refreshCookie') return [{ refreshCookie: [], csrfHeader: [] }];
  if (access === 'liveTicket') return [{ liveTicket: [] }];
  return [{ bearerAuth: [] }];
}

/** Who may call, in words, for the OpenAPI description. */
export function accessText(access: Access): string {
  if (access === 'public') return 'Anyone.';
  if (access === 'optional') return 'Anyone; a Bearer token, when sent, must be valid.';
  if (access === 'refreshCookie') return 'The refresh cookie with the X-CSRF-Token header.';
  if (access === 'callerIfValid')
    return 'Anyone; a valid Bearer token is read, an invalid or expired one ignored.';
  if (access === 'signedIn') return 'Signed in (Bearer token).';
  if (access === 'liveTicket') return 'Signed in (a ticket of POST /events/ticket in ?ticket=).';
  if (!isRoleRule(access)) return `Signed in as ${access.join(' or ')} (Bearer token).`;
  const as = access.roles ? ` as ${access.roles.join(' or ')}` : '';
  const { refuse } = access;
  const not = refuse
    ? `, not as a ${refuse.role} without ${refuse.unless.join(' or ')} (403: “${refuse.message}”)`
    : '';
  return `Signed in${as}${not} (Bearer token).`;
}
