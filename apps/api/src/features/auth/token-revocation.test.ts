import * as msg from '@servihogar/shared/messages';
import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  CSRF,
  createAccount,
  refreshCookieOf,
  refreshRequest,
  type SignedIn,
  signIn,
  signInAs,
  TEST_PASSWORD,
} from '../../../test/accounts.ts';
import { testAppOfSuite } from '../../../test/build-test-app.ts';
import { secretKey } from '../../lib/access-token.ts';

// Finding 4 of the hardening review: an access token kept answering 200 for up to 15 minutes after
// logout, a password change or refresh-token reuse. Each of those (and a ban) now moves the account's
// "tokens valid after" instant, which the per-request account lookup checks.

const START = new Date('2026-11-20T12:00:00.000Z');

describe('access tokens end with the session', () => {
  const t = testAppOfSuite({ now: () => clock });
  let clock = START;
  const tick = () => {
    clock = new Date(clock.getTime() + 1000);
  };

  beforeEach(() => {
    clock = START;
  });

  const newClient = () => createAccount(t().db, { roles: ['Cliente'] });
  const whoAmI = (email: string, session: SignedIn | string) =>
    t().app.inject({
      url: `/auth/getInfo/${email}`,
      headers: typeof session === 'string' ? bearer(session) : session.auth,
    });
  const expectRevoked = async (email: string, session: SignedIn | string) => {
    const res = await whoAmI(email, session);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  };
  const logout = (url: string, session: SignedIn) =>
    t().app.inject({ method: 'POST', url, headers: CSRF, cookies: { refresh_token: session.refreshToken } });

  it('logout ends the access token; a later sign-in works', async () => {
    const client = await newClient();
    const session = await signIn(t().app, client);
    expect((await whoAmI(client.email, session)).statusCode).toBe(200);
    tick();
    expect((await logout('/auth/logout', session)).statusCode).toBe(204);
    await expectRevoked(client.email, session);
    tick();
    expect((await whoAmI(client.email, await signIn(t().app, client))).statusCode).toBe(200);
  });

  it('logout on every device ends every session and access token of the account', async () => {
    const client = await newClient();
    const phone = await signIn(t().app, client);
    const laptop = await signIn(t().app, client);
    tick();
    expect((await logout('/auth/logoutAll', phone)).statusCode).toBe(204);
    await expectRevoked(client.email, phone);
    await expectRevoked(client.email, laptop);
    const refresh = await t().app.inject(refreshRequest(laptop.refreshToken));
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().message).toBe(msg.session.expired);
  });

  it('a password change ends the old access tokens', async () => {
    const client = await newClient();
    const session = await signIn(t().app, client);
    tick();
    const changed = await t().app.inject({
      method: 'PUT',
      url: `/user/changePassword/${client.id}`,
      headers: session.auth,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'OtraClave123' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectRevoked(client.email, session);
    tick();
    const again = await signIn(t().app, client, 'OtraClave123');
    expect((await whoAmI(client.email, again)).statusCode).toBe(200);
  });

  it('reuse of a rotated refresh token ends the access tokens of the account', async () => {
    const client = await newClient();
    const session = await signIn(t().app, client);
    tick();
    const rotated = await t().app.inject(refreshRequest(session.refreshToken));
    // Its successor is used: presenting the first token again is a replay, not a lost answer.
    const used = await t().app.inject(refreshRequest(refreshCookieOf(rotated)!));
    const fresh = used.json().accessToken as string;
    expect((await whoAmI(client.email, fresh)).statusCode).toBe(200);
    tick();
    expect((await t().app.inject(refreshRequest(session.refreshToken))).statusCode).toBe(403);
    await expectRevoked(client.email, fresh);
  });

  it('a ban ends the access tokens, which stay dead', async () => {
    const client = await newClient();
    const session = await signIn(t().app, client);
    const admin = await signInAs(t(), 'Admin');
    tick();
    const ban = await t().app.inject({
      method: 'POST',
      url: `/banUser/${client.id}`,
      headers: admin.auth,
      payload: { reason: 'Spam' },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    const res = await whoAmI(client.email, session);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(msg.api.accountBanned);
  });
});

// Issue 41, item 9b: tokens signed with the secret but not as the app signs them. A token without
// `exp` was accepted forever; a `sub` that is not an account id answered 500 on the guarded routes.
describe('a token signed with the secret but not as the app signs it is refused like any bad token', () => {
  const t = testAppOfSuite();
  const sign = (claims: Record<string, unknown>, expires: string | null) => {
    const jwt = new SignJWT({ ...claims, roles: ['Admin'], nombre: 'A', apellido: 'B', numeroContacto: '' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt();
    return (expires ? jwt.setExpirationTime(expires) : jwt).sign(secretKey(t().config.JWT_SECRET));
  };
  const guarded = (email: string, id: string) => [
    `/auth/getInfo/${email}`,
    `/user/${id}`,
    '/metrics/business',
    '/solicitudes/mine',
    '/data-rights-requests',
  ];

  it('without exp, expiring past the 15 minutes, or with a sub that is not an account id: 403 TOKEN_EXPIRED on every guarded route, never 500', async () => {
    const admin = await createAccount(t().db, { roles: ['Admin'] });
    const valid = await sign({ sub: admin.id, email: admin.email }, '15m');
    expect(
      (await t().app.inject({ url: `/auth/getInfo/${admin.email}`, headers: bearer(valid) })).statusCode,
    ).toBe(200);
    const tokens = {
      'no exp': await sign({ sub: admin.id, email: admin.email }, null),
      'exp in a year': await sign({ sub: admin.id, email: admin.email }, '1y'),
      'sub not a uuid': await sign({ sub: 'admin', email: admin.email }, '15m'),
      'sub a number': await sign({ sub: 42, email: admin.email }, '15m'),
    };
    const answers: string[] = [];
    for (const [name, token] of Object.entries(tokens)) {
      for (const url of guarded(admin.email, admin.id)) {
        const res = await t().app.inject({ url, headers: bearer(token) });
        answers.push(`${name} ${url} ${res.statusCode} ${res.json().code}`);
      }
    }
    expect(answers).toEqual(
      Object.keys(tokens).flatMap((name) =>
        guarded(admin.email, admin.id).map((url) => `${name} ${url} 403 TOKEN_EXPIRED`),
      ),
    );
  });
});
