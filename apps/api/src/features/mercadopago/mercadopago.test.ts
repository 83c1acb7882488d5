import { DAY_MS, TRIAL_DAYS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { deriveLifecycle } from '@servihogar/shared/subscription-lifecycle';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/accounts.ts';
import { buildTestApp, NOW, type TestApp } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import {
  auditOf,
  authorizedAtCheckout,
  deliver,
  MP_SECRET,
  mailsTo,
  mercadoPagoApp,
  PUBLIC_URL,
  preapprovalOf,
  professionalRow,
  provider,
  settle,
  startPaying,
  subscriptionRow,
} from '../../../test/mercadopago/mp-app.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { appConfigOf } from '../../plugins/spa.ts';

// Issue 33: paying with Mercado Pago, against the local fake of its API (no internet).

const days = (n: number, from = NOW) => new Date(from.getTime() + n * DAY_MS);

describe('POST /subscriptions/mercadopago', () => {
  const ctx = mercadoPagoApp(NOW);

  it('creates the preapproval with the documented fields and answers its init_point', async () => {
    const { account, session } = await provider(ctx, 'trialExpired');
    const res = await startPaying(ctx, session);
    expect(res.statusCode).toBe(201);
    const { initPoint, subscription, message } = res.json();
    expect(message).toBe(msg.mercadoPago.created);
    const preapproval = preapprovalOf(ctx, subscription._id);
    expect(initPoint).toBe(`${ctx.fake.url}/checkout/${preapproval.id}`);
    expect(ctx.fake.requests.at(-1)!.body).toEqual({
      reason: 'ServiHogar: plan Mensual',
      external_reference: subscription._id,
      payer_email: account.email,
      back_url: `${PUBLIC_URL}/dash/mercadopago?ref=${subscription._id}`,
      auto_recurring: {
        frequency: 1,
        frequency_type: 'months',
        transaction_amount: 15000,
        currency_id: 'ARS',
      },
    });
    expect(subscription).toMatchObject({
      method: 'mercadopago',
      mpStatus: 'pending',
      paymentStatus: 'pending',
      proofUrl: null,
    });
    expect(await auditOf(ctx, subscription._id)).toEqual(['subscription.mpStart']);
  });

  it('during the free trial, the first charge is at the trial end', async () => {
    const { professional, session } = await provider(ctx, 'trial');
    const res = await startPaying(ctx, session);
    expect(res.statusCode).toBe(201);
    const trialEnd = new Date(professional.trialStartedAt!.getTime() + TRIAL_DAYS * DAY_MS);
    const body = ctx.fake.requests.at(-1)!.body as { auto_recurring: { start_date: string } };
    expect(body.auto_recurring.start_date).toBe(trialEnd.toISOString());
  });

  it('only monthly plans of the caller’s type; nothing is created otherwise', async () => {
    const { session } = await provider(ctx, 'trialExpired');
    const before = ctx.fake.preapprovals.size;
    const quarterly = await startPaying(ctx, session, 'trimestral');
    expect(quarterly.statusCode).toBe(400);
    expect(quarterly.json().message).toBe(msg.mercadoPago.onlyMonthly);
    expect((await startPaying(ctx, session, 'premium')).statusCode).toBe(400);
    expect(ctx.fake.preapprovals.size).toBe(before);
  });

  it('the whole way: authorized at the checkout, notified, confirmed for 30 days, mailed and audited', async () => {
    const { account, professional, session, subscription } = await authorizedAtCheckout(ctx);

    // Back from the checkout before any notification: still pending.
    expect((await subscriptionRow(ctx, subscription._id)).paymentStatus).toBe('pending');
    expect(await deliver(ctx)).toHaveLength(2);

    const row = await subscriptionRow(ctx, subscription._id);
    expect(row).toMatchObject({ paymentStatus: 'confirmed', mpStatus: 'authorized', endDate: days(30) });
    expect((await professionalRow(ctx, professional.id)).paidUntil).toEqual(days(30));
    expect(await mailsTo(ctx, account.email)).toEqual(['Aprobamos tu pago en ServiHogar']);
    expect(await auditOf(ctx, subscription._id)).toEqual([
      'subscription.mpStart',
      'subscription.mpUpdate',
      'subscription.mpUpdate',
    ]);
    const mine = await ctx.t.app.inject({ url: '/subscriptions/mine', headers: session.auth });
    expect(mine.json()[0]).toMatchObject({
      _id: subscription._id,
      paymentStatus: 'confirmed',
      mpStatus: 'authorized',
    });
  });

  it('a rejected charge at renewal: failed and mailed, nothing extended (then overdue at the end)', async () => {
    const { account, professional, subscription, preapproval } = await authorizedAtCheckout(ctx);
    await deliver(ctx);

    ctx.clock = days(30);
    ctx.fake.charge(preapproval, 'rejected');
    await deliver(ctx);
    expect(await subscriptionRow(ctx, subscription._id)).toMatchObject({
      paymentStatus: 'failed',
      endDate: days(30),
    });
    expect((await professionalRow(ctx, professional.id)).paidUntil).toEqual(days(30));
    expect(await mailsTo(ctx, account.email)).toContain('No pudimos aprobar tu pago en ServiHogar');
    const pro = await professionalRow(ctx, professional.id);
    expect(deriveLifecycle(pro, ctx.clock)).toMatchObject({ cuotaVencida: true, listed: false });
  });

  it('an approved charge later rejected gives its days back, as a rejected proof does', async () => {
    const { professional, subscription, preapproval } = await authorizedAtCheckout(ctx);
    await deliver(ctx);
    const [payment] = [...ctx.fake.payments.values()].filter((p) => p.preapproval_id === preapproval.id);
    payment!.payment.status = 'rejected';
    ctx.fake.outbox.push({ topic: 'subscription_authorized_payment', dataId: String(payment!.id) });
    await deliver(ctx);
    expect(await subscriptionRow(ctx, subscription._id)).toMatchObject({
      paymentStatus: 'failed',
      endDate: null,
    });
    expect((await professionalRow(ctx, professional.id)).paidUntil).toBeNull();
  });

  it('Botón de baja cancels the preapproval at Mercado Pago too, audited', async () => {
    const { session, subscription, preapproval } = await authorizedAtCheckout(ctx);
    await deliver(ctx);
    const baja = await ctx.t.app.inject({
      method: 'POST',
      url: '/subscriptions/baja',
      headers: session.auth,
    });
    expect(baja.statusCode).toBe(200);
    await settle(ctx);
    expect(preapproval.status).toBe('cancelled');
    expect(ctx.fake.requests.at(-1)).toMatchObject({ method: 'PUT', body: { status: 'cancelled' } });
    expect(await subscriptionRow(ctx, subscription._id)).toMatchObject({ mpStatus: 'cancelled' });
    // Its own notification of the cancellation changes nothing more.
    await deliver(ctx);
    expect((await auditOf(ctx, subscription._id)).filter((a) => a === 'subscription.mpUpdate')).toHaveLength(
      3,
    );
  });

  it('the admin list shows the method and Mercado Pago’s state', async () => {
    const res = await ctx.t.app.inject({ url: '/subscriptions', headers: ctx.admin.auth });
    const methods = new Set(res.json().subscriptions.map((s: { method: string }) => s.method));
    expect(methods).toEqual(new Set(['mercadopago']));
  });
});

describe('Mercado Pago unreachable or not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { MP_ACCESS_TOKEN: 'token', MP_WEBHOOK_SECRET: MP_SECRET, MP_API_URL: 'http://127.0.0.1:9' },
    });
  });
  afterAll(() => t?.close());

  it('answers 503 and keeps nothing when Mercado Pago does not answer', async () => {
    const account = await createAccount(t.db, { roles: ['Prestador'] });
    await insertProfessional(t.db, { state: 'trialExpired', accountId: account.id, email: account.email });
    const session = await signIn(t.app, account);
    const res = await t.app.inject({
      method: 'POST',
      url: '/subscriptions/mercadopago',
      headers: session.auth,
      payload: { subscriptionPlan: 'mensual' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(msg.mercadoPago.gatewayFailed);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.accountId, account.id))).toEqual(
      [],
    );
  });

  it('without MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET the option is nowhere', async () => {
    const plain = await buildTestApp();
    try {
      expect(appConfigOf(plain.config).mercadoPago).toBe(false);
      expect(appConfigOf(t.config).mercadoPago).toBe(true);
      const hook = await plain.app.inject({ method: 'POST', url: '/webhooks/mercadopago', payload: {} });
      expect(hook.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
