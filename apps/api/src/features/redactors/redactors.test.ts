import * as msg from '@servihogar/shared/messages';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { backOfficeApp, PUBLIC_URL } from '../../../test/mail-app.ts';
import { tokenIn } from '../../../test/smtp-peer.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { accounts } from '../../db/tables/users.table.ts';

const TEMPORARY = 'Temporal1';

describe('redactors: invitation, verification and forced password change', () => {
  const ctx = backOfficeApp(NOW);

  const add = (email: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url: '/redactors/add',
      headers: ctx.admin.auth,
      payload: { nombre: 'Rita', apellido: 'Redacta', email, password: TEMPORARY, repassword: TEMPORARY },
    });
  const login = (email: string, password: string) =>
    ctx.t.app.inject({ method: 'POST', url: '/auth/loginRedactor', payload: { email, password } });
  const change = (userId: string, payload: object) =>
    ctx.t.app.inject({ method: 'PUT', url: `/redactors/changePasswordAfterLogin/${userId}`, payload });
  const confirm = (token: string) => ctx.t.app.inject({ url: `/redactors/confirm/${token}` });

  it('add → invitation → verificar_cuenta → confirm → cambiar_password → change → ok', async () => {
    const created = await add('Rita@Example.com');
    expect(created.statusCode).toBe(201);
    const { userId } = created.json();
    expect(created.json()).toEqual({ message: msg.accounts.redactorCreated, userId: expect.any(String) });
    const [row] = await ctx.t.db.select().from(accounts).where(eq(accounts.id, userId));
    expect(row).toMatchObject({ email: 'rita@example.com', roles: ['Redactor'], verifiedAt: null });
    expect(row!.mustChangePassword).toBe(true);
    const audit = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'redactor.create'), eq(auditLog.targetId, userId)));
    expect(audit).toMatchObject([{ actorAccountId: ctx.adminId, targetType: 'account', createdAt: NOW }]);

    const mail = await ctx.smtp.waitForMail('rita@example.com');
    expect(mail.subject).toBe('Te invitamos a ser redactor de ServiHogar');
    expect(mail.text).toContain(`${PUBLIC_URL}/signinRedactor`);
    expect(mail.text).toContain('vence en 24 horas');
    const token = tokenIn(mail);

    expect((await login('rita@example.com', TEMPORARY)).json()).toEqual({
      status: 'verificar_cuenta',
      userId,
    });
    const bogus = await confirm('no-es-un-token');
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe(msg.redactor.tokenIncorrectOrExpired);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true, message: msg.registration.verifiedText });
    expect((await confirm(token)).statusCode).toBe(400);

    const must = await login('rita@example.com', TEMPORARY);
    expect(must.json()).toEqual({ status: 'cambiar_password', userId, changeToken: expect.any(String) });
    const { changeToken } = must.json();
    expect(must.cookies).toEqual([]);

    const without = await change(userId, { password: 'Definitiva1' });
    expectFieldErrors(without, { changeToken: msg.redactor.tokenIncorrectOrExpired });
    const wrong = await change(userId, { password: 'Definitiva1', changeToken: 'adivinado' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(msg.redactor.tokenIncorrectOrExpired);
    expect((await change(ctx.adminId, { password: 'Definitiva1', changeToken })).statusCode).toBe(400);

    const changed = await change(userId, { password: 'Definitiva1', changeToken });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: msg.accounts.passwordUpdated });
    expect((await change(userId, { password: 'OtraMas1', changeToken })).statusCode).toBe(400);

    expect((await login('rita@example.com', TEMPORARY)).statusCode).toBe(401);
    const ok = await login('rita@example.com', 'Definitiva1');
    expect(ok.json()).toEqual({ status: 'ok', userId, accessToken: expect.any(String) });
    expect(decodeJwt(ok.json().accessToken)).toMatchObject({ sub: userId, roles: ['Redactor'] });
    expect(ok.cookies.map((c) => c.name)).toEqual(['refresh_token', 'has_session']);
  });

  it('refuses an expired change ticket (15 minutes) and keeps asking', async () => {
    const redactor = await createAccount(ctx.t.db, { roles: ['Redactor'], mustChangePassword: true });
    const { changeToken } = (await login(redactor.email, 'Secreto123')).json();
    ctx.clock = new Date(NOW.getTime() + 16 * 60_000);
    expect((await change(redactor.id, { password: 'Definitiva1', changeToken })).statusCode).toBe(400);
    expect((await login(redactor.email, 'Secreto123')).json().status).toBe('cambiar_password');
  });

  it('mails a new invitation token when the first one expired', async () => {
    const { userId } = (await add('tardio@example.com')).json();
    const first = tokenIn(await ctx.smtp.waitForMail('tardio@example.com'));
    ctx.clock = new Date(NOW.getTime() + 25 * 3_600_000);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await login('tardio@example.com', TEMPORARY)).json()).toEqual({
      status: 'verificar_cuenta',
      userId,
    });
    const second = tokenIn(await ctx.smtp.waitForMail('tardio@example.com'));
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('refuses an e-mail that has an account, and validates with the §5 messages', async () => {
    const client = await createAccount(ctx.t.db, { roles: ['Cliente'] });
    const taken = await add(client.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(msg.api.emailTaken);
    const invalid = await ctx.t.app.inject({
      method: 'POST',
      url: '/redactors/add',
      headers: ctx.admin.auth,
      payload: { nombre: 'Ri', apellido: 'Re', email: 'x', password: '123', repassword: '321' },
    });
    expectFieldErrors(
      invalid,
      expect.objectContaining({
        nombre: msg.registration.nombreMin,
        apellido: msg.registration.apellidoMin,
        email: msg.registration.emailFormat,
        password: msg.registration.passwordMin,
      }),
    );
  });
});
