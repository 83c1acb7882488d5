import * as msg from '@servihogar/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, connectTokenStore, refreshSession } from './api-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let token: string | null;
const fetchMock = vi.fn<typeof fetch>();

function headersOf(call: number): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  token = null;
  // This browser signed in (the flag the sign-in sets), so a refresh cookie may exist.
  localStorage.setItem('user', 'true');
  connectTokenStore({ get: () => token, set: (next) => (token = next) });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiFetch', () => {
  it('sends credentials, the CSRF header, the Bearer token and a JSON body', async () => {
    token = 'tok-1';
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiFetch('/user/edit/1', { method: 'PUT', body: { nombre: 'Ana' } })).resolves.toEqual({
      ok: true,
    });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/user/edit/1');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"nombre":"Ana"}');
    const headers = headersOf(0);
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-CSRF-Token')).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('csrf_token')).toBe(headers.get('X-CSRF-Token'));
  });

  it('sends FormData as is and no Bearer header without a token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await apiFetch('/user/editPhoto/1', { method: 'PUT', body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(headersOf(0).has('Authorization')).toBe(false);
    expect(headersOf(0).has('Content-Type')).toBe(false);
  });

  it('on 403 refreshes once, stores the new token and retries the request with it', async () => {
    token = 'old';
    fetchMock
      .mockResolvedValueOnce(json(403, { code: 'TOKEN_EXPIRED', message: 'expirado' }))
      .mockResolvedValueOnce(json(200, { accessToken: 'new' }))
      .mockResolvedValueOnce(json(200, { users: [] }));
    await expect(apiFetch('/auth/getUsers')).resolves.toEqual({ users: [] });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/auth/getUsers',
      '/auth/refresh',
      '/auth/getUsers',
    ]);
    expect(token).toBe('new');
    expect(headersOf(2).get('Authorization')).toBe('Bearer new');
  });

  it('retries only once: a second 403 is reported as the server sent it', async () => {
    token = 'old';
    fetchMock
      .mockResolvedValueOnce(json(403, { code: 'FORBIDDEN', message: 'No' }))
      .mockResolvedValueOnce(json(200, { accessToken: 'new' }))
      .mockResolvedValueOnce(json(403, { code: 'FORBIDDEN', message: 'No tenés permiso' }));
    const error = await caught(apiFetch('/auth/getUsers'));
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'No tenés permiso' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('when the refresh fails, clears the token and reports the expired session', async () => {
    token = 'old';
    fetchMock
      .mockResolvedValueOnce(json(403, { code: 'TOKEN_EXPIRED', message: 'x' }))
      .mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED', message: 'y' }));
    const error = await caught(apiFetch('/auth/getUsers'));
    expect(error).toMatchObject({ status: 403, message: msg.session.expired });
    expect(token).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a 403 as is, without refreshing, when the call opts out', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { code: 'FORBIDDEN', message: 'Cuenta suspendida' }));
    const error = await caught(
      apiFetch('/auth', { method: 'POST', body: { email: 'a@b.c', password: 'x' }, refreshOn403: false }),
    );
    expect(error).toMatchObject({ status: 403, message: 'Cuenta suspendida' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not call refresh on a 403 when this browser never signed in (no refresh cookie can exist)', async () => {
    localStorage.removeItem('user');
    fetchMock.mockResolvedValueOnce(json(403, { code: 'FORBIDDEN', message: 'prohibido' }));
    const error = await caught(apiFetch('/auth/getUsers'));
    expect(error).toMatchObject({ status: 403, code: 'SESSION_EXPIRED' });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/auth/getUsers']);
  });

  /** A server where every call is 403 until it carries the token '/auth/refresh' gives. */
  const expiredUntilRefreshed: typeof fetch = async (input, init) => {
    if (input === '/auth/refresh') return json(200, { accessToken: 'new' });
    const auth = new Headers(init?.headers).get('Authorization');
    return auth === 'Bearer new'
      ? json(200, { ok: input })
      : json(403, { code: 'TOKEN_EXPIRED', message: 'x' });
  };
  const refreshCalls = () => fetchMock.mock.calls.filter((c) => c[0] === '/auth/refresh');

  it('shares one refresh between concurrent 403s', async () => {
    fetchMock.mockImplementation(expiredUntilRefreshed);
    await Promise.all([apiFetch('/a'), apiFetch('/b')]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('shares one refresh between the restore on load and a 403 (a second call would replay the cookie)', async () => {
    fetchMock.mockImplementation(expiredUntilRefreshed);
    const [restored] = await Promise.all([refreshSession(), apiFetch('/a')]);
    expect(restored).toBe('new');
    expect(refreshCalls()).toHaveLength(1);
  });

  it("refreshSession reports the server's refusal as an ApiError", async () => {
    fetchMock.mockResolvedValueOnce(json(403, { code: 'TOKEN_EXPIRED', message: msg.session.expired }));
    const error = await caught(refreshSession());
    expect(error).toMatchObject({ status: 403, code: 'TOKEN_EXPIRED', message: msg.session.expired });
  });

  it('maps a network failure to FETCH_ERROR', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await caught(apiFetch('/professionals'));
    expect(error).toMatchObject({ status: 'FETCH_ERROR', message: msg.login.noResponse });
  });

  it('maps an unparsable body to PARSING_ERROR', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops', { status: 200 }));
    const error = await caught(apiFetch('/professionals'));
    expect(error.status).toBe('PARSING_ERROR');
  });

  it('maps the server error body to status, code, message and fields', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { code: 'VALIDATION', message: 'Revisá los datos enviados.', fields: { email: 'Formato' } }),
    );
    const error = await caught(apiFetch('/auth/register', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Revisá los datos enviados.',
      fields: { email: 'Formato' },
    });
  });

  it('gives a generic Spanish message when an error body is not the error model', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }));
    const error = await caught(apiFetch('/professionals'));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', message: msg.registration.unexpected });
  });

  it('returns undefined for an empty success body', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiFetch('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
