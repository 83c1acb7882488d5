import { parseErrorBody } from '@servihogar/shared/error-body';
import * as msg from '@servihogar/shared/messages';
import { getCsrfToken, getUserFlag } from './storage.ts';

export type ApiErrorStatus = number | 'FETCH_ERROR' | 'PARSING_ERROR';

/** The one client-side error shape (docs/architecture.md): mirrors the server's `{ code, message, fields? }`. */
export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: ApiErrorStatus, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Where the in-memory access token lives; the app wires the auth store in (lib knows no feature). */
export type TokenAccess = { get: () => string | null; set: (token: string | null) => void };

let tokenAccess: TokenAccess = { get: () => null, set: () => {} };

export function connectTokenStore(access: TokenAccess): void {
  tokenAccess = access;
}

export type ApiInit = Omit<RequestInit, 'body'> & {
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  /**
   * false for calls made without a session (sign-in doors, registration, recovery): their 403
   * (e.g. a banned account) is the answer itself, not an expired token to refresh.
   */
  refreshOn403?: boolean;
};

export const REFRESH_PATH = '/auth/refresh';

/** What every call sends besides the cookie: also for transports other than fetch (an upload with progress). */
export function sessionHeaders(extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  headers.set('X-CSRF-Token', getCsrfToken());
  const token = tokenAccess.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function send(path: string, init: ApiInit): Promise<Response> {
  const { body, headers: extra, refreshOn403: _, ...rest } = init;
  const headers = sessionHeaders(extra);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  try {
    return await fetch(path, { ...rest, headers, body: payload, credentials: 'include' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('FETCH_ERROR', 'FETCH_ERROR', msg.login.noResponse);
  }
}

/** A response body as JSON (undefined when empty); PARSING_ERROR when it is not JSON. */
export function parseJsonText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('PARSING_ERROR', 'PARSING_ERROR', msg.redactor.unexpectedResponse);
  }
}

async function readJson(res: Response): Promise<unknown> {
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new ApiError('FETCH_ERROR', 'FETCH_ERROR', msg.login.noResponse);
  }
  return parseJsonText(text);
}

/** The ApiError of a failed response, from its status and body text. */
export function apiErrorFrom(status: number, text: string): ApiError {
  let body: unknown;
  try {
    body = parseJsonText(text);
  } catch {
    body = undefined;
  }
  const parsed = parseErrorBody(body);
  if (parsed) {
    const { code, message, fields } = parsed;
    return new ApiError(status, code, message, fields);
  }
  return new ApiError(status, 'HTTP_ERROR', msg.registration.unexpected);
}

async function toApiError(res: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await res.text();
  } catch {
    // An unreadable error body still has its status.
  }
  return apiErrorFrom(res.status, text);
}

let refreshing: Promise<string> | null = null;

/**
 * `GET /auth/refresh` → a new access token; ApiError when the session cannot be renewed. One call
 * at a time for the whole page (the restore on load and every 403 share it): the refresh cookie
 * rotates, and the same one sent twice reads as a replay that ends the session.
 */
export function refreshSession(): Promise<string> {
  refreshing ??= (async () => {
    try {
      const res = await send(REFRESH_PATH, { method: 'GET' });
      if (!res.ok) throw await toApiError(res);
      const body = (await readJson(res)) as { accessToken?: unknown } | undefined;
      if (typeof body?.accessToken !== 'string' || !body.accessToken)
        throw new ApiError('PARSING_ERROR', 'PARSING_ERROR', msg.redactor.unexpectedResponse);
      return body.accessToken;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

function refreshAccessToken(): Promise<string | null> {
  // Signed out (no token in memory) and no sign-in in this browser since the last sign-out: no
  // refresh cookie can exist, so no call (an anonymous visitor's page logs no failed request).
  if (!tokenAccess.get() && !getUserFlag()) return Promise.resolve(null);
  return refreshSession().catch(() => null);
}

/**
 * A new access token from the refresh cookie, kept in place of the old one: after a change to what
 * the token carries (name, roles). False when the session could not be renewed.
 */
export async function renewSession(): Promise<boolean> {
  const token = await refreshAccessToken();
  if (token) tokenAccess.set(token);
  return token !== null;
}

/**
 * Calls the API on this origin with the session cookie, Bearer token and CSRF header.
 * A 403 triggers one `GET /auth/refresh`; with a new token the request is retried once (product §7).
 */
export async function apiFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
  let res = await send(path, init);
  if (res.status === 403 && path !== REFRESH_PATH && init.refreshOn403 !== false) {
    const token = await refreshAccessToken();
    if (!token) {
      tokenAccess.set(null);
      throw new ApiError(403, 'SESSION_EXPIRED', msg.session.expired);
    }
    tokenAccess.set(token);
    res = await send(path, init);
  }
  if (!res.ok) throw await toApiError(res);
  return (await readJson(res)) as T;
}
