import type { Role } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccessClaims, verifyAccessToken } from '../lib/access-token.ts';
import { AppError } from '../lib/errors.ts';
import { verifyLiveTicket } from '../lib/live-ticket.ts';

/** Who is calling, as the database says now (roles are not taken from the token). */
export type Caller = { id: string; email: string; roles: Role[] };
export type CallerRecord = Caller & { bannedAt: Date | null; tokensValidAfter: Date | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuth` / `requireRole`; null on routes without them. */
    caller: Caller | null;
  }
}

type Hook = (request: FastifyRequest) => Promise<void>;

export type Auth = {
  /** 401 without a Bearer token; 403 TOKEN_EXPIRED when it is invalid or expired (the web then refreshes). */
  requireAuth: Hook;
  /** requireAuth, then 403 FORBIDDEN unless the caller has one of the roles. */
  requireRole(...roles: Role[]): Hook;
  /** `GET /events`: 401 without `?ticket=`; 403 TOKEN_EXPIRED when it is invalid or expired (decision 0058). */
  requireLiveTicket: Hook;
};

export type AuthDeps = {
  secret: Uint8Array;
  now: () => Date;
  findCaller(accountId: string): Promise<CallerRecord | null>;
};

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The account a public route's caller is signed in as, from the signature of its access token alone
 * (no lookup: for counting, not for permissions); null without a valid one.
 */
export async function signedInAccountId(secret: Uint8Array, request: FastifyRequest, now: Date) {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const claims = token ? await verifyAccessToken(secret, token, now) : null;
  return claims?.sub ?? null;
}

const revoked = (claims: Pick<AccessClaims, 'iat'>, record: CallerRecord) =>
  record.tokensValidAfter !== null &&
  (typeof claims.iat !== 'number' || claims.iat * 1000 < record.tokensValidAfter.getTime());

export function createAuth({ secret, now, findCaller }: AuthDeps): Auth {
  const resolve = async (request: FastifyRequest): Promise<Caller> => {
    const header = request.headers.authorization;
    if (!header) throw new AppError('UNAUTHENTICATED');
    const token = BEARER.exec(header)?.[1];
    const claims = token ? await verifyAccessToken(secret, token, now()) : null;
    const record = claims ? await findCaller(claims.sub) : null;
    if (!record) throw new AppError('TOKEN_EXPIRED');
    if (record.bannedAt) throw new AppError('FORBIDDEN', msg.api.accountBanned);
    if (revoked(claims!, record)) throw new AppError('TOKEN_EXPIRED');
    return { id: record.id, email: record.email, roles: record.roles };
  };

  const requireAuth: Hook = async (request) => {
    request.caller = await resolve(request);
  };

  const requireLiveTicket: Hook = async (request) => {
    const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket;
    if (typeof ticket !== 'string' || ticket === '') throw new AppError('UNAUTHENTICATED');
    const claims = await verifyLiveTicket(secret, ticket, now());
    const record = claims ? await findCaller(claims.sub) : null;
    if (!record) throw new AppError('TOKEN_EXPIRED');
    if (record.bannedAt) throw new AppError('FORBIDDEN', msg.api.accountBanned);
    if (revoked(claims!, record)) throw new AppError('TOKEN_EXPIRED');
    request.caller = { id: record.id, email: record.email, roles: record.roles };
  };

  return {
    requireAuth,
    requireLiveTicket,
    requireRole:
      (...roles) =>
      async (request) => {
        const caller = await resolve(request);
        request.caller = caller;
        if (!caller.roles.some((role) => roles.includes(role))) throw new AppError('FORBIDDEN');
      },
  };
}

/** The caller of a route guarded by requireAuth / requireRole. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  return request.caller;
}

/** The HttpOnly cookie of the refresh token (the session), sent only to /auth. */
export const REFRESH_COOKIE = 'refresh_token';

const CSRF_TOKEN = /^[0-9a-f]{32}$/i;

/**
 * Guards the calls authenticated by the refresh cookie alone. The web sends its localStorage
 * csrf_token in `X-CSRF-Token`; a cross-site page cannot add a custom header without CORS.
 */
export const requireCsrfHeader: Hook = async (request) => {
  const value = request.headers['x-csrf-token'];
  if (typeof value !== 'string' || !CSRF_TOKEN.test(value)) {
    throw new AppError('FORBIDDEN', msg.accounts.csrfMissing);
  }
};

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('caller', null);
}
