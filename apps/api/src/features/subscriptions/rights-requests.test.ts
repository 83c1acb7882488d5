import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, signInAs } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { decidePayment, insertSubscription } from '../../../test/business.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { mailAppOfSuite } from '../../../test/mail-app.ts';
import { expectThrottled } from '../../../test/throttle.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';

const CODE = /^(ARR|BAJ)-2026-\d{8}$/;

describe('Botón de arrepentimiento and Botón de baja without signing in (issue 32)', () => {
  const { t, smtp } = mailAppOfSuite(() => NOW);

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

  it('answers the same whether the data match or not, and e-mails the code only to a real account', async () => {
    const { account, professional } = await provider('31.222.333');
    const unknown = await send({ kind: 'baja', email: 'nadie@example.com', dni: '31222333' });
    const known = await send({ kind: 'baja', email: account.email.toUpperCase(), dni: '31222333' });
    for (const res of [unknown, known]) {
      expect(res.statusCode).toBe(202);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
      expect(res.json().code).toMatch(CODE);
      expect(res.json().message).toBe(`Recibimos tu pedido. Tu código de caso es ${res.json().code}.`);
    }
    const mail = await smtp().waitForMail(account.email, {
      subject: `Tu pedido ${known.json().code} en ServiHogar`,
    });
    expect(mail.text).toContain('Registramos la baja');
    await smtp().waitForMail(account.email, { subject: 'Registramos tu baja en ServiHogar' });
    expect(smtp().all.some((m) => m.to.includes('nadie@example.com'))).toBe(false);
    const [stored] = await t().db.select().from(professionals).where(eq(professionals.id, professional.id));
    expect(stored!.bajaAt).toEqual(NOW);

    const list = await adminList();
    expect(list.find((r) => r.code === known.json().code)).toMatchObject({
      outcome: 'baja',
      professionalName: `${professional.nombre} ${professional.apellido}`,
    });
    expect(list.find((r) => r.code === unknown.json().code)).toMatchObject({
      outcome: 'no_match',
      professionalName: null,
    });
  });

  it('arrepentimiento takes back the payment approved in the last 10 days, as the signed-in button', async () => {
    const { account, professional } = await provider('32111222');
    const late = await send({ kind: 'arrepentimiento', email: account.email, dni: '32111222' });
    const s = await insertSubscription(t().db, t().files, {
      accountId: account.id,
      professionalId: professional.id,
    });
    const admin = await signInAs(t(), 'Admin');
    expect((await decidePayment(t().app, admin, s.id, 'confirmed')).statusCode).toBe(200);
    const inTime = await send({ kind: 'arrepentimiento', email: account.email, dni: '32111222' });
    expect(inTime.statusCode).toBe(202);

    const [row] = await t().db.select().from(subscriptions).where(eq(subscriptions.id, s.id));
    expect(row!.refundRequestedAt).toEqual(NOW);
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
