import { DAY_MS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createAccount,
  passwordLogin,
  refreshRequest,
  type SignedIn,
  signIn,
  signInAdmin,
  signInAs,
} from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { auditLog } from '../../db/tables/audit.table.ts';

describe('users: admin list, ban, own info', () => {
  const t = testAppOfSuite({ now: () => clock });
  let clock = NOW;
  let admin: SignedIn;
  let adminId: string;

  beforeAll(async () => {
    ({ adminId, admin } = await signInAdmin(t()));
  });
  beforeEach(() => {
    clock = NOW;
  });

  const ban = (id: string, reason: unknown, headers = admin.auth) =>
    t().app.inject({ method: 'POST', url: `/banUser/${id}`, headers, payload: { reason } });

  it('lists every account for the admin with the §3 fields, roles and ban state', async () => {
    const prestador = await createAccount(t().db, {
      roles: ['Prestador', 'Cliente'],
      nombre: 'Pedro',
      numeroContacto: '3815550000',
      dni: '30111222',
      foto: '/uploads/avatars/p.webp',
    });
    const res = await t().app.inject({ url: '/auth/getUsers', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const row = res.json().users.find((u: { _id: string }) => u._id === prestador.id);
    expect(row).toEqual({
      _id: prestador.id,
      nombre: 'Pedro',
      apellido: 'Prueba',
      email: prestador.email,
      numeroContacto: '3815550000',
      dni: '30111222',
      foto: '/uploads/avatars/p.webp',
      isPrestador: true,
      roles: ['Prestador', 'Cliente'],
      banned: false,
      banReason: null,
    });
    expect(res.json().users.some((u: { _id: string }) => u._id === adminId)).toBe(true);
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('bans: sign-in refused with the reason, sessions revoked, bearer refused, audited', async () => {
    const client = await createAccount(t().db, { roles: ['Cliente'] });
    const session = await signIn(t().app, client);
    const res = await ban(client.id, '  Spam en comentarios ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: msg.accounts.userBanned });

    const bearer = await t().app.inject({ url: `/auth/getInfo/${client.email}`, headers: session.auth });
    expect(bearer.statusCode).toBe(403);
    expect(bearer.json()).toEqual({ code: 'FORBIDDEN', message: msg.api.accountBanned });
    expect((await t().app.inject(refreshRequest(session.refreshToken))).statusCode).toBe(403);
    const login = await passwordLogin(t().app, client.email);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(`${msg.api.accountBanned} ${msg.ban.reasonLabel}: Spam en comentarios`);

    const users = (await t().app.inject({ url: '/auth/getUsers', headers: admin.auth })).json().users;
    expect(users.find((u: { _id: string }) => u._id === client.id)).toMatchObject({
      banned: true,
      banReason: 'Spam en comentarios',
    });
    const audit = await t()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.ban'), eq(auditLog.targetId, client.id)));
    expect(audit).toMatchObject([
      {
        actorAccountId: adminId,
        targetType: 'account',
        details: { reason: 'Spam en comentarios' },
        createdAt: NOW,
      },
    ]);
  });

  it('refuses an empty reason, an unknown id, the admin itself and another admin', async () => {
    const client = await createAccount(t().db, { roles: ['Cliente'] });
    for (const reason of ['', '   ', undefined]) {
      const res = await ban(client.id, reason);
      expectFieldErrors(res, { reason: msg.ban.reasonRequired });
    }
    expect((await ban('00000000-0000-4000-8000-000000000000', 'x')).statusCode).toBe(404);
    expect((await ban('no-es-un-id', 'x')).statusCode).toBe(400);
    const self = await ban(adminId, 'x');
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(msg.accounts.cannotBanSelf);
    const other = await createAccount(t().db, { roles: ['Cliente', 'Admin'] });
    const otherAdmin = await ban(other.id, 'x');
    expect(otherAdmin.statusCode).toBe(409);
    expect(otherAdmin.json().message).toBe(msg.accounts.cannotBanAdmin);
  });

  it('getInfo answers the owner (any case of the e-mail) and admins, no one else', async () => {
    const owner = await createAccount(t().db, { roles: ['Cliente'], nombre: 'Olga', foto: '/f.webp' });
    const stranger = await signInAs(t(), 'Cliente');
    const own = await signIn(t().app, owner);
    const expected = {
      id: owner.id,
      nombre: 'Olga',
      apellido: 'Prueba',
      foto: '/f.webp',
      professionalId: null,
      premiumUntil: null,
    };
    const get = (headers: Record<string, string>, email = owner.email) =>
      t().app.inject({ url: `/auth/getInfo/${email}`, headers });
    expect((await get(own.auth, owner.email.toUpperCase())).json()).toEqual(expected);
    expect((await get(admin.auth)).json()).toEqual(expected);
    expect((await get(stranger.auth)).statusCode).toBe(403);
    expect((await get(admin.auth, 'nadie@example.com')).statusCode).toBe(404);
  });

  it('getInfoProfessional derives free and cuotaVencida at the injected clock', async () => {
    const account = await createAccount(t().db, { roles: ['Prestador'] });
    await insertProfessional(t().db, {
      now: NOW,
      state: 'trial',
      accountId: account.id,
      email: account.email,
    });
    const status = async () => {
      // Signed in at the current clock, so the 15-minute token is valid after the clock moves.
      const session = await signIn(t().app, account);
      return t().app.inject({ url: `/auth/getInfoProfessional/${account.email}`, headers: session.auth });
    };
    expect((await status()).json()).toMatchObject({ free: true, cuotaVencida: false });
    clock = new Date(NOW.getTime() + 6 * DAY_MS);
    expect((await status()).json()).toMatchObject({ free: false, cuotaVencida: false });

    const overdue = await createAccount(t().db, { roles: ['Prestador'] });
    await insertProfessional(t().db, { now: NOW, state: 'overdue', accountId: overdue.id });
    const url = `/auth/getInfoProfessional/${overdue.email}`;
    clock = NOW;
    expect((await t().app.inject({ url, headers: admin.auth })).json()).toMatchObject({
      free: null,
      cuotaVencida: true,
    });

    const client = await createAccount(t().db, { roles: ['Cliente'] });
    const clientSession = await signIn(t().app, client);
    const none = await t().app.inject({
      url: `/auth/getInfoProfessional/${client.email}`,
      headers: clientSession.auth,
    });
    expect(none.statusCode).toBe(404);
  });
});
