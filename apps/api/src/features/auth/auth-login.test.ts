import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount, REGISTRATION, TEST_PASSWORD } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { mailAppOfSuite, PUBLIC_URL } from '../../../test/mail-app.ts';
import { tokenIn } from '../../../test/smtp-peer.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { accounts } from '../../db/tables/users.table.ts';

describe('registration, e-mail verification and the sign-in doors', () => {
  let clock = NOW;
  const post = (url: string, payload: object) => t().app.inject({ method: 'POST', url, payload });
  const register = (email: string) => post('/auth/register', { ...REGISTRATION, email });

  const { t, smtp } = mailAppOfSuite(() => clock);
  beforeEach(() => {
    clock = NOW;
  });

  it('registers a client, mails the token, verifies it once, then signs in at /auth', async () => {
    const res = await register('Ana.Paz@Example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: msg.accounts.registered });
    const [row] = await t().db.select().from(accounts).where(eq(accounts.email, 'ana.paz@example.com'));
    expect(row).toMatchObject({ roles: ['Cliente'], verifiedAt: null, numeroContacto: '3815551234' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await smtp().waitForMail('ana.paz@example.com');
    expect(mail.subject).toBe('Activá tu cuenta de ServiHogar');
    const token = tokenIn(mail);
    expect(mail.text).toContain('vence en 24 horas');
    expect(mail.text).toContain(`${PUBLIC_URL}/login`);
    expect(mail.html).toContain('ServiHogar');
    expect(mail.html).toContain(token);

    const early = await post('/auth', { email: 'ana.paz@example.com', password: REGISTRATION.password });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(msg.api.accountNotVerified);

    const verified = await t().app.inject({ url: `/auth/${token}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ ok: true, message: msg.registration.verifiedText });
    const reused = await t().app.inject({ url: `/auth/${token}` });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(msg.registration.tokenIncorrect);

    const login = await post('/auth', { email: 'ANA.PAZ@example.com', password: REGISTRATION.password });
    expect(login.statusCode).toBe(200);
    const { accessToken } = login.json();
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({
      sub: row!.id,
      email: 'ana.paz@example.com',
      roles: ['Cliente'],
      nombre: 'Ana',
      apellido: 'Paz',
      numeroContacto: '3815551234',
    });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(claims.iat).toBe(NOW.getTime() / 1000);
    const cookie = login.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth', maxAge: 30 * 24 * 3600 });
    expect(cookie!.secure).toBeFalsy();
    // The page server's hint that a session may exist (plugins/spa.ts): same life, no secret.
    const hint = login.cookies.find((c) => c.name === 'has_session');
    expect(hint).toMatchObject({
      value: '1',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 3600,
    });
  });

  it('keeps one account per e-mail, answering as for a new one and mailing the owner (no enumeration)', async () => {
    const owner = await createAccount(t().db, { email: 'taken@example.com', nombre: 'Dueña' });
    const fresh = await register('nadie.aun@example.com');
    const res = await register('TAKEN@example.com');
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.body).toBe(fresh.body);
    const rows = await t().db.select().from(accounts).where(eq(accounts.email, 'taken@example.com'));
    expect(rows.map((r) => r.id)).toEqual([owner.id]);
    expect(rows[0]!.passwordHash).toBe(owner.passwordHash);
    const mail = await smtp().waitForMail('taken@example.com');
    expect(mail.subject).toBe('Intento de registro con tu email en ServiHogar');
    expect(mail.text).toContain('Hola Dueña:');
    expect(mail.text).toContain(`${PUBLIC_URL}/login`);
  });

  it('mails a new verification token when the existing account was never verified', async () => {
    expect((await register('varada@example.com')).statusCode).toBe(201);
    const first = tokenIn(await smtp().waitForMail('varada@example.com'));
    const again = await register('varada@example.com');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: msg.accounts.registered });
    const second = tokenIn(await smtp().waitForMail('varada@example.com'));
    expect(second).not.toBe(first);
    expect((await t().app.inject({ url: `/auth/${second}` })).statusCode).toBe(200);
  });

  it('refuses an expired verification token; signing in then mails a new one', async () => {
    await register('late@example.com');
    const first = tokenIn(await smtp().waitForMail('late@example.com'));
    clock = new Date(NOW.getTime() + 25 * 3_600_000);
    const expired = await t().app.inject({ url: `/auth/${first}` });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(msg.registration.tokenIncorrect);

    const login = () => post('/auth', { email: 'late@example.com', password: REGISTRATION.password });
    expect((await login()).statusCode).toBe(403);
    const second = tokenIn(await smtp().waitForMail('late@example.com'));
    expect(second).not.toBe(first);
    expect((await t().app.inject({ url: `/auth/${second}` })).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
  });

  it('answers one 401 for a wrong password, an unknown e-mail and the wrong door', async () => {
    const client = await createAccount(t().db, { roles: ['Cliente'] });
    const prestador = await createAccount(t().db, { roles: ['Prestador'] });
    const redactor = await createAccount(t().db, { roles: ['Redactor'] });
    const attempts = [
      ['/auth', client.email, 'incorrecta'],
      ['/auth', 'nadie@example.com', TEST_PASSWORD],
      ['/auth', prestador.email, TEST_PASSWORD],
      ['/auth', redactor.email, TEST_PASSWORD],
      ['/auth/loginProfessional', client.email, TEST_PASSWORD],
      ['/auth/loginProfessional', redactor.email, TEST_PASSWORD],
      ['/auth/loginRedactor', client.email, TEST_PASSWORD],
      ['/auth/loginRedactor', prestador.email, TEST_PASSWORD],
      ['/auth/loginRedactor', redactor.email, 'incorrecta'],
    ] as const;
    for (const [url, email, password] of attempts) {
      const res = await post(url, { email, password });
      expect(res.statusCode, `${url} ${email}`).toBe(401);
      expect(res.json()).toEqual({ code: 'BAD_CREDENTIALS', message: msg.login.status401 });
    }
  });

  it('admits each role at its own door', async () => {
    const admin = await createAccount(t().db, { roles: ['Admin'] });
    const both = await createAccount(t().db, { roles: ['Prestador', 'Cliente'] });
    const redactor = await createAccount(t().db, { roles: ['Redactor'] });
    const ok = async (url: string, email: string) => {
      const res = await post(url, { email, password: TEST_PASSWORD });
      expect(res.statusCode, `${url} ${email}`).toBe(200);
      return res.json();
    };
    expect(decodeJwt((await ok('/auth', admin.email)).accessToken).roles).toEqual(['Admin']);
    await ok('/auth', both.email);
    expect(decodeJwt((await ok('/auth/loginProfessional', both.email)).accessToken).roles).toEqual([
      'Prestador',
      'Cliente',
    ]);
    const body = await ok('/auth/loginRedactor', redactor.email);
    expect(body).toEqual({ status: 'ok', userId: redactor.id, accessToken: expect.any(String) });
  });

  it('answers 400 with the §8 message when the e-mail or the password is missing', async () => {
    for (const url of ['/auth', '/auth/loginProfessional', '/auth/loginRedactor']) {
      for (const payload of [
        {},
        { email: 'a@example.com' },
        { password: 'x' },
        { email: '', password: '' },
      ]) {
        const res = await post(url, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION', message: msg.login.status400 });
      }
    }
  });

  it('tells an unverified prestador to verify, mails the token, then admits it', async () => {
    const prestador = await createAccount(t().db, { roles: ['Prestador'], verifiedAt: null });
    const login = () => post('/auth/loginProfessional', { email: prestador.email, password: TEST_PASSWORD });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(msg.api.accountNotVerified);
    const token = tokenIn(await smtp().waitForMail(prestador.email));
    expect((await t().app.inject({ url: `/auth/${token}` })).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
  });

  it("links each kind of account's mail to the one-click page and its own sign-in door", async () => {
    await register('link@example.com');
    const clientMail = await smtp().waitForMail('link@example.com');
    const token = tokenIn(clientMail);
    expect(clientMail.text).toContain(`Verificar mi cuenta: ${PUBLIC_URL}/verificar/${token}\n`);
    expect(clientMail.html).toContain(`href="${PUBLIC_URL}/verificar/${token}"`);

    const prestador = await createAccount(t().db, { roles: ['Prestador'], verifiedAt: null });
    await post('/auth/loginProfessional', { email: prestador.email, password: TEST_PASSWORD });
    const mail = await smtp().waitForMail(prestador.email);
    expect(mail.text).toContain(`${PUBLIC_URL}/verificar/${tokenIn(mail)}?cuenta=prestador`);
    expect(mail.text).toContain(`${PUBLIC_URL}/signin`);
    expect(mail.text).not.toContain(`${PUBLIC_URL}/login`);
  });

  it('resends the verification mail with a new token, saying the same for every e-mail', async () => {
    await register('resend@example.com');
    const first = tokenIn(await smtp().waitForMail('resend@example.com'));
    const resend = (email: string) => post('/auth/resendVerification', { email });

    const res = await resend('RESEND@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: msg.accounts.verificationResent });
    const second = tokenIn(await smtp().waitForMail('resend@example.com'));
    expect(second).not.toBe(first);
    expect((await t().app.inject({ url: `/auth/${first}` })).statusCode).toBe(400);
    expect((await t().app.inject({ url: `/auth/${second}` })).statusCode).toBe(200);

    // Verified, unknown, staff: the same answer and no mail.
    const verified = await createAccount(t().db, { email: 'done@example.com' });
    const redactor = await createAccount(t().db, { roles: ['Redactor'], verifiedAt: null });
    for (const email of ['resend@example.com', verified.email, 'nadie@example.com', redactor.email]) {
      expect((await resend(email)).json()).toEqual({ message: msg.accounts.verificationResent });
    }
    const sent = smtp().all.filter((m) => m.subject === 'Activá tu cuenta de ServiHogar');
    expect(sent.filter((m) => m.to.includes('resend@example.com'))).toHaveLength(2);
    expect(sent.some((m) => m.to.includes(verified.email) || m.to.includes(redactor.email))).toBe(false);
    expect((await resend('no-es-email')).statusCode).toBe(400);
  });

  it('validates the registration payload with the §5 messages', async () => {
    const res = await post('/auth/register', {
      ...REGISTRATION,
      nombre: 'Al',
      email: 'x',
      repassword: 'otra',
    });
    expectFieldErrors(
      res,
      expect.objectContaining({
        nombre: msg.registration.nombreMin,
        email: msg.registration.emailFormat,
      }),
    );
  });
});
