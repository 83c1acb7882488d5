import { DAY_MS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/accounts.ts';

type Account = Awaited<ReturnType<typeof createAccount>>;

import { NOW } from '../../../test/build-test-app.ts';
import { decidePayment, insertSubscription } from '../../../test/business.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { mailAppOfSuite } from '../../../test/mail-app.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';

const days = (n: number, from = NOW) => new Date(from.getTime() + n * DAY_MS);

describe('subscription rights: Botón de baja and Botón de arrepentimiento', () => {
  let clock = NOW;
  let adminAccount: Account;

  const { t, smtp } = mailAppOfSuite(() => clock);
  beforeEach(async () => {
    clock = NOW;
    adminAccount = await createAccount(t().db, { roles: ['Admin'] });
  });

  /** A signed-in provider whose trial is over; `pay` approves a Mensual payment through the admin's PUT. */
  async function provider() {
    const account = await createAccount(t().db, { roles: ['Prestador'] });
    const p = await insertProfessional(t().db, {
      now: NOW,
      state: 'trialExpired',
      accountId: account.id,
      email: account.email,
    });
    const session = account;
    const pay = async () => {
      const s = await insertSubscription(t().db, t().files, { accountId: account.id, professionalId: p.id });
      const admin = await signIn(t().app, adminAccount);
      expect((await decidePayment(t().app, admin, s.id, 'confirmed')).statusCode).toBe(200);
      return s;
    };
    return { account, professional: p, session, pay };
  }
  /** Signs in at the current clock (access tokens live 15 minutes), then calls. */
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, who: Account) =>
    t().app.inject({ method, url, headers: (await signIn(t().app, who)).auth });
  const paidUntil = async (id: string) =>
    (await t().db.select().from(professionals).where(eq(professionals.id, id)))[0]!.paidUntil;
  const audits = (action: string, targetId: string) =>
    t()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

  it('baja: recorded once, the paid period untouched, e-mailed and audited; a new payment clears it', async () => {
    const { account, professional, session, pay } = await provider();
    await pay();
    const end = await paidUntil(professional.id);
    expect(end).toEqual(days(30));

    const res = await call('POST', '/subscriptions/baja', session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: msg.subscriptionRights.cancelled,
      rights: { bajaAt: NOW.toISOString(), paidUntil: days(30).toISOString() },
    });
    expect(await paidUntil(professional.id)).toEqual(end);
    const mail = await smtp().waitForMail(account.email, { subject: 'Registramos tu baja en ServiHogar' });
    expect(mail.text).toContain('sigue vigente hasta el');
    expect(await audits('subscription.cancel', professional.id)).toHaveLength(1);

    const again = await call('POST', '/subscriptions/baja', session);
    expect(again.json().message).toBe(msg.subscriptionRights.alreadyCancelled);
    expect(await audits('subscription.cancel', professional.id)).toHaveLength(1);

    // Still listed until the paid period ends.
    const list = (await t().app.inject({ url: '/professionals' })).json().professionals;
    expect(list.some((p: { _id: string }) => p._id === professional.id)).toBe(true);

    await pay();
    expect((await call('GET', '/subscriptions/rights', session)).json().bajaAt).toBeNull();
  });

  it('arrepentimiento within 10 days: refund asked, the period taken back, mailed, audited, in the admin table', async () => {
    const { account, professional, session, pay } = await provider();
    const s = await pay();
    const rights = (await call('GET', '/subscriptions/rights', session)).json();
    expect(rights.withdrawal).toEqual({ subscriptionId: s.id, deadline: days(10).toISOString() });

    clock = days(9);
    const res = await call('POST', `/subscriptions/${s.id}/arrepentimiento`, session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: msg.subscriptionRights.withdrawn,
      rights: { withdrawal: null },
    });
    // Never paid before: the paid period is gone and the trial (over by now) does not come back.
    expect(await paidUntil(professional.id)).toBeNull();
    const [row] = await t().db.select().from(subscriptions).where(eq(subscriptions.id, s.id));
    expect(row).toMatchObject({ refundRequestedAt: days(9), endDate: days(9), refundedAt: null });
    await smtp().waitForMail(account.email, { subject: 'Registramos tu arrepentimiento en ServiHogar' });
    expect(await audits('subscription.withdraw', s.id)).toHaveLength(1);

    const table = (await call('GET', '/subscriptions', adminAccount)).json().subscriptions;
    expect(table.find((x: { _id: string }) => x._id === s.id)).toMatchObject({
      refundRequestedAt: days(9).toISOString(),
      refundedAt: null,
    });
    // Twice is out of term; the admin cannot re-decide it either.
    expect((await call('POST', `/subscriptions/${s.id}/arrepentimiento`, session)).statusCode).toBe(409);
    const redecide = await decidePayment(t().app, await signIn(t().app, adminAccount), s.id, 'failed');
    expect(redecide.statusCode).toBe(409);
    expect(redecide.json().message).toBe(msg.subscriptionRights.refundLocked);

    const refunded = await call('PUT', `/subscriptions/${s.id}/refund`, adminAccount);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      message: msg.subscriptionRights.markedRefunded,
      subscription: { refundedAt: days(9).toISOString() },
    });
    await smtp().waitForMail(account.email, { subject: 'Te devolvimos tu pago en ServiHogar' });
    expect(await audits('subscription.refunded', s.id)).toHaveLength(1);
    expect((await call('PUT', `/subscriptions/${s.id}/refund`, adminAccount)).statusCode).toBe(409);
  });

  it('arrepentimiento after 10 days, on a pending payment or on someone else’s is refused', async () => {
    const { session, pay } = await provider();
    const s = await pay();
    clock = new Date(days(10).getTime() + 1);
    expect((await call('GET', '/subscriptions/rights', session)).json().withdrawal).toBeNull();
    const late = await call('POST', `/subscriptions/${s.id}/arrepentimiento`, session);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(msg.subscriptionRights.withdrawNotAllowed);

    clock = NOW;
    const other = await provider();
    const pending = await insertSubscription(t().db, t().files, {
      accountId: other.account.id,
      professionalId: other.professional.id,
    });
    expect(
      (await call('POST', `/subscriptions/${pending.id}/arrepentimiento`, other.session)).statusCode,
    ).toBe(409);
    const theirs = await other.pay();
    expect((await call('POST', `/subscriptions/${theirs.id}/arrepentimiento`, session)).statusCode).toBe(403);
    expect((await call('PUT', `/subscriptions/${theirs.id}/refund`, adminAccount)).statusCode).toBe(409);
  });

  it('arrepentimiento of a renewal keeps the earlier paid period', async () => {
    const { professional, session, pay } = await provider();
    await pay();
    clock = days(20);
    const second = await pay();
    expect(await paidUntil(professional.id)).toEqual(days(60));
    await call('POST', `/subscriptions/${second.id}/arrepentimiento`, session);
    expect(await paidUntil(professional.id)).toEqual(days(30));
  });
});
