import * as msg from '@servihogar/shared/messages';
import { USERS_PAGE_SIZE } from '@servihogar/shared/users';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, passwordLogin, type SignedIn, signIn, signInAdmin } from '../../../test/accounts.ts';
import { testAppOfSuite } from '../../../test/build-test-app.ts';
import { auditLog } from '../../db/tables/audit.table.ts';

// Finding 9 of the hardening review: a ban could not be lifted, and GET /auth/getUsers answered
// every account at once with no server-side search.

describe('users admin: unban, paging and search', () => {
  const t = testAppOfSuite({ now: () => clock });
  let clock = new Date('2026-11-20T12:00:00.000Z');
  let admin: SignedIn;
  let adminId: string;

  beforeAll(async () => {
    ({ adminId, admin } = await signInAdmin(t()));
  });

  const post = (url: string, payload?: object) =>
    t().app.inject({ method: 'POST', url, headers: admin.auth, ...(payload ? { payload } : {}) });
  const login = (email: string) => passwordLogin(t().app, email);

  it('unbans: sign-in works again, old tokens stay dead, audited; twice is a 409', async () => {
    const client = await createAccount(t().db, { roles: ['Cliente'] });
    const before = await signIn(t().app, client);
    clock = new Date(clock.getTime() + 1000);
    expect((await post(`/banUser/${client.id}`, { reason: 'Spam' })).statusCode).toBe(200);
    expect((await login(client.email)).statusCode).toBe(403);

    clock = new Date(clock.getTime() + 1000);
    const res = await post(`/unbanUser/${client.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: msg.accounts.userUnbanned });
    expect((await login(client.email)).statusCode).toBe(200);
    const old = await t().app.inject({ url: `/auth/getInfo/${client.email}`, headers: before.auth });
    expect(old.statusCode).toBe(403);
    expect(old.json().code).toBe('TOKEN_EXPIRED');

    const users = (
      await t().app.inject({ url: `/auth/getUsers?search=${client.email}`, headers: admin.auth })
    ).json().users;
    expect(users).toMatchObject([{ _id: client.id, banned: false, banReason: null }]);
    const audit = await t()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.unban'), eq(auditLog.targetId, client.id)));
    expect(audit).toMatchObject([
      { actorAccountId: adminId, targetType: 'account', details: { previousReason: 'Spam' } },
    ]);

    const again = await post(`/unbanUser/${client.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.accounts.notBanned);
    expect((await post('/unbanUser/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers a page at a time, newest first, with the total', async () => {
    for (let i = 0; i < USERS_PAGE_SIZE + 5; i++) {
      await createAccount(t().db, {
        roles: ['Cliente'],
        nombre: `Paginado${String(i).padStart(3, '0')}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
    const first = (
      await t().app.inject({ url: '/auth/getUsers?search=paginado', headers: admin.auth })
    ).json();
    expect(first).toMatchObject({ total: USERS_PAGE_SIZE + 5, page: 1, pageSize: USERS_PAGE_SIZE });
    expect(first.users).toHaveLength(USERS_PAGE_SIZE);
    expect(first.users[0].nombre).toBe(`Paginado${String(USERS_PAGE_SIZE + 4).padStart(3, '0')}`);
    const second = (
      await t().app.inject({ url: '/auth/getUsers?search=paginado&page=2', headers: admin.auth })
    ).json();
    expect(second.users.map((u: { nombre: string }) => u.nombre)).toEqual(
      ['004', '003', '002', '001', '000'].map((n) => `Paginado${n}`),
    );
    const small = (
      await t().app.inject({ url: '/auth/getUsers?search=paginado&page=3&pageSize=20', headers: admin.auth })
    ).json();
    expect(small.users).toHaveLength(15);
  });

  it('searches name and surname in either order, ignoring case and accents, and e-mail or dni', async () => {
    const nunez = await createAccount(t().db, {
      roles: ['Cliente'],
      nombre: 'María',
      apellido: 'Núñez',
      dni: '27999888',
    });
    for (const search of ['maria nunez', 'NÚÑEZ MARÍA', 'núñ', '27999888', nunez.email.toUpperCase()]) {
      const res = await t().app.inject({
        url: `/auth/getUsers?search=${encodeURIComponent(search)}`,
        headers: admin.auth,
      });
      expect(
        res.json().users.map((u: { _id: string }) => u._id),
        search,
      ).toEqual([nunez.id]);
    }
    for (const url of ['/auth/getUsers?page=0', '/auth/getUsers?pageSize=1000', '/auth/getUsers?page=x']) {
      const res = await t().app.inject({ url, headers: admin.auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(msg.api.invalidQuery);
    }
  });
});
