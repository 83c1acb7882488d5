import { DAY_MS } from '@servihogar/shared/constants';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount, signInAs } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { decidePayment, insertSubscription } from '../../../test/business.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { mailAppOfSuite } from '../../../test/mail-app.ts';
import { linkTokenIn } from '../../../test/smtp-peer.ts';
import { expectThrottled } from '../../../test/throttle.ts';
import { expectError, expectFieldErrors } from '../../../test/validation.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { RIGHTS_CONFIRM_PATH } from './rights.mails.ts';

const CODE = /^(ARR|BAJ)-2026-\d{8}$/;
const LINK = RIGHTS_CONFIRM_PATH;

describe('Botón de arrepentimiento and Botón de baja without signing in (issue 32)', () => {
  let clock = NOW;
  const { t, smtp } = mailAppOfSuite(() => clock);
  beforeEach(() => {
    clock = NOW;
  });

  const send = (payload: object) =>
    t().app.inject({ method: 'POST', url: '/subscriptions/rights-requests', payload });
  async function provider(dni: string) {
    const account = await createAccount(t().db, { roles: ['Prestador'] });
    const p = await insertProfessional(t().db, { now: NOW, accountId: account.id, email: account.email });
    await t().db.update(professionals).set({ dni }).where(eq(professionals.id, p.id));
    return { account, professional: p };
  }
  const adminList = async () => {
    const admin = await signInAs(t(), 'Admin');
    const res = await t().app.inject({
      method: 'GET',
      url: '/subscriptions/rights-requests',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json().requests as { code: string; outcome: string; professionalName: string | null }[];
  };

  const confirm = (token: string) =>
    t().app.inject({ method: 'POST', url: '/subscriptions/rights-requests/confirm', payload: { token } });
  const linkOf = async (email: string, code: string) =>
    linkTokenIn(
      await smtp().waitForMail(email, { subject: `Confirmá tu pedido ${code} en ServiHogar` }),
      LINK,
    );
  const bajaOf = async (id: string) =>
    (await t().db.select().from(professionals).where(eq(professionals.id, id)))[0]!.bajaAt;

  it('answers the same whether the data match or not, and changes nothing until the mailed link is confirmed', async () => {
    const { account, professional } = await provider('31.222.333');
    const unknown = await send({ kind: 'baja', email: 'nadie@example.com', dni: '31222333' });
    const known = await send({ kind: 'baja', email: account.email.toUpperCase(), dni: '31222333' });
    for (const res of [unknown, known]) {
      expect(res.statusCode).toBe(202);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
      expect(res.json().code).toMatch(CODE);
      expect(res.json().message).toBe(
        fillMessage(msg.rightsRequestForm.publicReceived, { codigo: res.json().code }),
      );
      expect(res.json().message).toContain('24 horas');
    }
    const mail = await smtp().waitForMail(account.email, {
      subject: `Confirmá tu pedido ${known.json().code} en ServiHogar`,
    });
    expect(mail.text).toContain('vence en 24 horas');
    expect(smtp().all.some((m) => m.to.includes('nadie@example.com'))).toBe(false);
    // Only the e-mail and the DNI: nothing happened yet.
    expect(await bajaOf(professional.id)).toBeNull();
    const pending = await adminList();
    expect(pending.find((r) => r.code === known.json().code)).toMatchObject({
      outcome: 'pendiente',
      professionalName: `${professional.nombre} ${professional.apellido}`,
    });
    expect(pending.find((r) => r.code === unknown.json().code)).toMatchObject({
      outcome: 'no_match',
      professionalName: null,
    });

    const done = await confirm(linkTokenIn(mail, LINK));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ code: known.json().code, kind: 'baja' });
    expect(done.json().message).toContain('Registramos la baja');
    expect(await bajaOf(professional.id)).toEqual(NOW);
    await smtp().waitForMail(account.email, { subject: 'Registramos tu baja en ServiHogar' });
    expect((await adminList()).find((r) => r.code === known.json().code)?.outcome).toBe('baja');
    // The link works once.
    expectError(await confirm(linkTokenIn(mail, LINK)), 400, msg.confirmLinks.rightsLinkInvalid);
  });

  it('refuses a confirmation after 24 hours, and a made-up link', async () => {
    const { account, professional } = await provider('33444555');
    const req = await send({ kind: 'baja', email: account.email, dni: '33444555' });
    const token = await linkOf(account.email, req.json().code);
    clock = new Date(NOW.getTime() + DAY_MS + 1000);
    expectError(await confirm(token), 400, msg.confirmLinks.rightsLinkInvalid);
    expectError(await confirm('inventado-123'), 400, msg.confirmLinks.rightsLinkInvalid);
    expect(await bajaOf(professional.id)).toBeNull();
    expect((await adminList()).find((r) => r.code === req.json().code)?.outcome).toBe('pendiente');
  });

  it('arrepentimiento, once confirmed, takes back the payment approved in the last 10 days', async () => {
    const { account, professional } = await provider('32111222');
    const late = await send({ kind: 'arrepentimiento', email: account.email, dni: '32111222' });
    const lateDone = await confirm(await linkOf(account.email, late.json().code));
    expect(lateDone.json().message).toContain('el arrepentimiento ya no aplica');
    const s = await insertSubscription(t().db, t().files, {
      accountId: account.id,
      professionalId: professional.id,
    });
    const admin = await signInAs(t(), 'Admin');
    expect((await decidePayment(t().app, admin, s.id, 'confirmed')).statusCode).toBe(200);
    const inTime = await send({ kind: 'arrepentimiento', email: account.email, dni: '32111222' });
    expect(inTime.statusCode).toBe(202);
    const refundOf = async () =>
      (await t().db.select().from(subscriptions).where(eq(subscriptions.id, s.id)))[0]!.refundRequestedAt;
    expect(await refundOf()).toBeNull();
    // Confirmed within the 24 hours: the same as the signed-in button.
    clock = new Date(NOW.getTime() + DAY_MS - 1000);
    expect((await confirm(await linkOf(account.email, inTime.json().code))).statusCode).toBe(200);
    expect(await refundOf()).toEqual(clock);
    await smtp().waitForMail(account.email, { subject: 'Registramos tu arrepentimiento en ServiHogar' });
    const outcomes = Object.fromEntries((await adminList()).map((r) => [r.code, r.outcome]));
    expect(outcomes[late.json().code]).toBe('fuera_de_plazo');
    expect(outcomes[inTime.json().code]).toBe('arrepentimiento');
  });

  it('refuses bad data with the Spanish messages and keeps the list to admins', async () => {
    const bad = await send({ kind: 'reembolso', email: 'no-es-un-mail', dni: '12.345' });
    expectFieldErrors(bad, {
      kind: msg.subscriptionRights.publicKindRequired,
      email: msg.registration.emailFormat,
      dni: msg.subscriptionRights.publicDniInvalid,
    });
    expect((await t().app.inject({ method: 'GET', url: '/subscriptions/rights-requests' })).statusCode).toBe(
      401,
    );
  });
});

describe('rights requests are throttled per address', () => {
  it('answers 429 past the limit', () =>
    expectThrottled(
      '/subscriptions/rights-requests',
      (limits) => limits.rightsRequest,
      (i) => ({ kind: 'baja', email: `x${i}@example.com`, dni: '30111222' }),
    ));
});
