import * as msg from '@servihogar/shared/messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount, refreshRequest, signIn, TEST_PASSWORD } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { mailAppOfSuite, PUBLIC_URL } from '../../../test/mail-app.ts';
import { codeIn } from '../../../test/smtp-peer.ts';
import { expectFieldErrors } from '../../../test/validation.ts';

const DOORS = [
  {
    role: 'Cliente',
    mail: '/auth/passwordRecoveryMail',
    verify: '/auth/verifyCode',
    login: '/auth',
    page: '/login/missPassword',
  },
  {
    role: 'Prestador',
    mail: '/auth/passwordRecoveryMailPrest',
    verify: '/auth/verifyCodePrest',
    login: '/auth/loginProfessional',
    page: '/signin/missPasswordPrest',
  },
  {
    role: 'Redactor',
    mail: '/redactors/passwordRecoveryMail',
    verify: '/auth/verifyCodeRedactor',
    login: '/auth/loginRedactor',
    page: '/signinRedactor/missPasswordRedactor',
  },
] as const;

describe('password recovery', () => {
  let clock = NOW;
  const post = (url: string, payload: object) => t().app.inject({ method: 'POST', url, payload });
  const [client] = DOORS;
  /** A client account with a code mailed to it. */
  const clientWithCode = async () => {
    const account = await createAccount(t().db, { roles: ['Cliente'] });
    await post(client.mail, { email: account.email });
    return { account, code: codeIn(await smtp().waitForMail(account.email)) };
  };
  const reset = (email: string, verificationCode: string, newPassword = 'NuevaClave1') =>
    post(client.verify, { email, verificationCode, newPassword });
  const wrongCode = { code: 'VALIDATION', message: msg.recovery.wrongCode };

  const { t, smtp } = mailAppOfSuite(() => clock);
  beforeEach(() => {
    clock = NOW;
  });

  it.each(DOORS)('mails a code and resets the password at the $role door', async (door) => {
    const mustChangePassword = door.role === 'Redactor';
    const account = await createAccount(t().db, { roles: [door.role], mustChangePassword });
    const res = await post(door.mail, { email: account.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: msg.accounts.recoveryMailSent });

    const mail = await smtp().waitForMail(account.email);
    expect(mail.subject).toContain('restablecer tu contraseña');
    expect(mail.text).toContain('vence en 15 minutos');
    expect(mail.text).toContain(`${PUBLIC_URL}${door.page}`);
    const code = codeIn(mail);

    const done = await post(door.verify, {
      email: account.email,
      verificationCode: code,
      newPassword: 'Nueva1',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: msg.accounts.passwordUpdated });
    expect((await post(door.login, { email: account.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    const login = await post(door.login, { email: account.email, password: 'Nueva1' });
    expect(login.statusCode).toBe(200);
    // The reset replaces the admin-given password, so a redactor is not asked again.
    expect(login.json().accessToken).toEqual(expect.any(String));
  });

  it('ends every session of the account when the password is reset', async () => {
    const { account, code } = await clientWithCode();
    const session = await signIn(t().app, account);
    expect((await reset(account.email, code)).statusCode).toBe(200);
    expect((await t().app.inject(refreshRequest(session.refreshToken))).statusCode).toBe(403);
  });

  it('answers the same for unknown e-mails and other doors, and mails nothing to them', async () => {
    const prestador = await createAccount(t().db, { roles: ['Prestador'] });
    const known = await createAccount(t().db, { roles: ['Cliente'] });
    const answers = [];
    for (const email of ['nadie@example.com', prestador.email, known.email]) {
      const res = await post(client.mail, { email });
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await smtp().waitForMail(known.email);
    expect(
      smtp().all.filter((m) => m.to.includes(prestador.email) || m.to.includes('nadie@example.com')),
    ).toEqual([]);
    expect((await reset(prestador.email, '123456')).json()).toMatchObject(wrongCode);
    expect((await reset('nadie@example.com', '123456')).json()).toMatchObject(wrongCode);
  });

  it('refuses a wrong code with the §8 message, and burns the code after 5 wrong tries', async () => {
    const { account, code } = await clientWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await reset(account.email, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(wrongCode);
    }
    expect((await reset(account.email, code)).json()).toMatchObject(wrongCode);
  });

  it('accepts a code after fewer than 5 wrong tries', async () => {
    const { account, code } = await clientWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await reset(account.email, wrong);
    expect((await reset(account.email, code)).statusCode).toBe(200);
  });

  it('refuses an expired code (15 minutes) and a used one', async () => {
    const expired = await clientWithCode();
    clock = new Date(NOW.getTime() + 15 * 60_000 + 1000);
    expect((await reset(expired.account.email, expired.code)).json()).toMatchObject(wrongCode);

    clock = NOW;
    const used = await clientWithCode();
    expect((await reset(used.account.email, used.code)).statusCode).toBe(200);
    expect((await reset(used.account.email, used.code, 'OtraClave2')).json()).toMatchObject(wrongCode);
  });

  it('a new code replaces the older one', async () => {
    const { account, code: first } = await clientWithCode();
    // Codes are random: ask again until the new one differs (one chance in a million that it does not).
    let second = first;
    for (let tries = 0; second === first && tries < 3; tries++) {
      await post(client.mail, { email: account.email });
      second = codeIn(await smtp().waitForMail(account.email));
    }
    expect(second).not.toBe(first);
    expect((await reset(account.email, first)).json()).toMatchObject(wrongCode);
    expect((await reset(account.email, second)).statusCode).toBe(200);
  });

  it('validates the bodies with the §5 messages', async () => {
    const res = await post(client.mail, { email: 'no-es-un-email' });
    expectFieldErrors(res, { email: msg.recovery.emailFormat });
    const short = await reset('a@example.com', '123456', '123');
    expect(short.json().fields).toEqual({ newPassword: msg.registration.passwordMin });
  });
});
