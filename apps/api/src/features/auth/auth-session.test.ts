import { DAY_MS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  CSRF,
  createAccount,
  refreshCookieOf,
  refreshRequest,
  signIn,
} from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { ROTATION_RETRY_MS } from '../../accounts/sessions.service.ts';

const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('sessions: access tokens, refresh rotation, logout', () => {
  const t = testAppOfSuite({ now: () => clock });
  let clock = NOW;
  let client: Awaited<ReturnType<typeof createAccount>>;

  beforeAll(async () => {
    client = await createAccount(t().db, { roles: ['Cliente'] });
  });
  beforeEach(() => {
    clock = NOW;
  });

  const refresh = (token: string) => t().app.inject(refreshRequest(token));
  const protectedCall = (headers: Record<string, string> = {}) =>
    t().app.inject({ url: `/auth/getInfo/${client.email}`, headers });

  it('rotates the refresh token on every refresh', async () => {
    const session = await signIn(t().app, client);
    clock = later(60_000);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = refreshCookieOf(first)!;
    expect(next).toBeDefined();
    expect(next).not.toBe(session.refreshToken);
    expect((await protectedCall(bearer(first.json().accessToken))).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again after its successor was used', async () => {
    const session = await signIn(t().app, client);
    const other = await signIn(t().app, client);
    const rotated = refreshCookieOf(await refresh(session.refreshToken))!;
    const used = refreshCookieOf(await refresh(rotated))!;

    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual({ code: 'TOKEN_EXPIRED', message: msg.session.expired });
    expect((await refresh(used)).statusCode).toBe(403);
    // Another sign-in is another family: untouched.
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again after 30 s', async () => {
    const session = await signIn(t().app, client);
    const rotated = refreshCookieOf(await refresh(session.refreshToken))!;
    clock = later(ROTATION_RETRY_MS + 1000);
    expect((await refresh(session.refreshToken)).statusCode).toBe(403);
    expect((await refresh(rotated)).statusCode).toBe(403);
  });

  it('a lost answer: the spent token presented again within 30 s, its successor unused, gets a sibling', async () => {
    const session = await signIn(t().app, client);
    const lost = refreshCookieOf(await refresh(session.refreshToken))!;
    clock = later(ROTATION_RETRY_MS - 1000);

    const retry = await refresh(session.refreshToken);
    expect(retry.statusCode).toBe(200);
    const kept = refreshCookieOf(retry)!;
    expect(kept).not.toBe(lost);
    expect((await protectedCall(bearer(retry.json().accessToken))).statusCode).toBe(200);
    // Either may be the cookie the browser kept (two tabs, an answer that came late): both go on.
    expect((await refresh(lost)).statusCode).toBe(200);
    const next = refreshCookieOf(await refresh(kept))!;
    expect((await refresh(next)).statusCode).toBe(200);
    // Once a successor was used, the first token presented again is a replay.
    expect((await refresh(session.refreshToken)).statusCode).toBe(403);
  });

  it('no retry after logout: the spent token of a closed session stays refused', async () => {
    const session = await signIn(t().app, client);
    const rotated = refreshCookieOf(await refresh(session.refreshToken))!;
    const logout = await t().app.inject({ ...refreshRequest(rotated), method: 'POST', url: '/auth/logout' });
    expect(logout.statusCode).toBe(204);
    expect((await refresh(session.refreshToken)).statusCode).toBe(403);
  });

  it('refuses refresh and logout without a well-formed X-CSRF-Token header', async () => {
    const session = await signIn(t().app, client);
    const cookies = { refresh_token: session.refreshToken };
    for (const headers of [{}, { 'x-csrf-token': 'abc' }, { 'x-csrf-token': 'z'.repeat(32) }]) {
      for (const [method, url] of [
        ['GET', '/auth/refresh'],
        ['POST', '/auth/logout'],
      ] as const) {
        const res = await t().app.inject({ method, url, headers, cookies });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ code: 'FORBIDDEN', message: msg.accounts.csrfMissing });
      }
    }
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const session = await signIn(t().app, client);
    const res = await t().app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: CSRF,
      cookies: { refresh_token: session.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'refresh_token');
    expect(cleared).toMatchObject({ value: '', path: '/auth' });
    expect(res.cookies.find((c) => c.name === 'has_session')).toMatchObject({ value: '', path: '/' });
    expect((await refresh(session.refreshToken)).statusCode).toBe(403);
    const again = await t().app.inject({ method: 'POST', url: '/auth/logout', headers: CSRF });
    expect(again.statusCode).toBe(204);
  });

  it('answers 403 to a refresh without a cookie, and after 30 days', async () => {
    const none = await t().app.inject({ url: '/auth/refresh', headers: CSRF });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(msg.session.expired);
    const session = await signIn(t().app, client);
    clock = later(30 * DAY_MS + 1000);
    expect((await refresh(session.refreshToken)).statusCode).toBe(403);
  });

  it('401 without a token; 403 TOKEN_EXPIRED when it is expired, forged or malformed', async () => {
    const missing = await protectedCall();
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('UNAUTHENTICATED');

    const { accessToken } = await signIn(t().app, client);
    expect((await protectedCall(bearer(accessToken))).statusCode).toBe(200);
    clock = later(15 * 60_000 - 1000);
    expect((await protectedCall(bearer(accessToken))).statusCode).toBe(200);
    clock = later(15 * 60_000 + 1000);
    const expired = await protectedCall(bearer(accessToken));
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ code: 'TOKEN_EXPIRED', message: msg.api.tokenExpired });

    clock = NOW;
    const [head, payload, signature] = accessToken.split('.');
    const forged = `${head}.${payload}.${signature!.slice(0, -4)}AAAA`;
    for (const headers of [bearer(forged), bearer('nope'), { authorization: 'Basic abc' }]) {
      const res = await protectedCall(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('TOKEN_EXPIRED');
    }
  });
});
