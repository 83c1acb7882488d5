import { DAY_MS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import {
  auditOf,
  deliver,
  mailsTo,
  mercadoPagoApp,
  postWebhook,
  professionalRow,
  provider,
  settle,
  startPaying,
  subscriptionRow,
} from '../../../test/mercadopago/mp-app.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { mailOutbox } from '../../db/tables/mail-outbox.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';

// Issue 33: Mercado Pago's notifications are signed, late or forged ones refused, and applied by
// reading Mercado Pago's API: repeated, out-of-order or unknown ones change nothing twice.

const days = (n: number) => new Date(NOW.getTime() + n * DAY_MS);

describe('POST /webhooks/mercadopago', () => {
  const ctx = mercadoPagoApp(NOW);

  /** A professional whose preapproval was authorized at the checkout; notifications not sent yet. */
  async function authorized() {
    const who = await provider(ctx, 'trialExpired');
    const { subscription } = (await startPaying(ctx, who.session)).json();
    const preapproval = [...ctx.fake.preapprovals.values()].find(
      (p) => p.external_reference === subscription._id,
    )!;
    ctx.fake.authorize(preapproval);
    const notes = ctx.fake.outbox.splice(0);
    return { ...who, id: subscription._id as string, preapproval, notes };
  }
  const notificationJobs = async () =>
    (await ctx.t.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, 'mercadopago.notification')))
      .length;

  it('a repeated delivery (same x-request-id) is one job; a new delivery of the same payment extends once', async () => {
    const { professional, id, notes, account } = await authorized();
    const payment = notes.find((n) => n.topic === 'subscription_authorized_payment')!;
    const before = await notificationJobs();
    const first = await postWebhook(ctx, { ...payment, requestId: 'req-dup-1' });
    const again = await postWebhook(ctx, { ...payment, requestId: 'req-dup-1' });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual({ received: true });
    expect(await notificationJobs()).toBe(before + 1);
    await settle(ctx);
    expect((await postWebhook(ctx, { ...payment, requestId: 'req-dup-2' })).statusCode).toBe(200);
    await settle(ctx);
    expect((await professionalRow(ctx, professional.id)).paidUntil).toEqual(days(30));
    expect(await mailsTo(ctx, account.email)).toEqual(['Aprobamos tu pago en ServiHogar']);
    expect((await subscriptionRow(ctx, id)).paymentStatus).toBe('confirmed');
  });

  it('out of order: the payment before the preapproval, and an old preapproval notice after a cancellation', async () => {
    const { id, notes, preapproval } = await authorized();
    const [pre, payment] = [notes[0]!, notes[1]!];
    expect(pre.topic).toBe('subscription_preapproval');
    await postWebhook(ctx, payment);
    await settle(ctx);
    expect(await subscriptionRow(ctx, id)).toMatchObject({ paymentStatus: 'confirmed', mpStatus: 'pending' });
    // Cancelled at Mercado Pago; the older 'authorized' notice arrives after the cancellation's.
    preapproval.status = 'cancelled';
    await postWebhook(ctx, pre);
    await postWebhook(ctx, pre);
    await settle(ctx);
    expect(await subscriptionRow(ctx, id)).toMatchObject({
      paymentStatus: 'confirmed',
      mpStatus: 'cancelled',
    });
    expect((await subscriptionRow(ctx, id)).endDate).toEqual(days(30));
  });

  it('refuses a forged signature, a late one and one without headers: 401, no job, nothing changes', async () => {
    const { id, notes } = await authorized();
    const payment = notes[1]!;
    const before = await notificationJobs();
    const forged = await postWebhook(ctx, { ...payment, signWith: 'otro-secreto' });
    const late = await postWebhook(ctx, { ...payment, at: new Date(NOW.getTime() - 6 * 60_000) });
    const early = await postWebhook(ctx, { ...payment, at: new Date(NOW.getTime() + 6 * 60_000) });
    const bare = await ctx.t.app.inject({
      method: 'POST',
      url: `/webhooks/mercadopago?data.id=${payment.dataId}&type=${payment.topic}`,
      payload: { type: payment.topic, data: { id: payment.dataId } },
    });
    expect([forged, late, early, bare].map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    // Another data.id than the one signed is forged too.
    const swapped = await postWebhook(ctx, { ...payment, dataId: '123' });
    expect(swapped.statusCode).toBe(200);
    expect(await notificationJobs()).toBe(before + 1);
    await settle(ctx);
    expect((await subscriptionRow(ctx, id)).paymentStatus).toBe('pending');
    // Within 5 minutes it is taken.
    const inTime = await postWebhook(ctx, { ...payment, at: new Date(NOW.getTime() - 4 * 60_000) });
    expect(inTime.statusCode).toBe(200);
    await settle(ctx);
    expect((await subscriptionRow(ctx, id)).paymentStatus).toBe('confirmed');
  });

  it('an unknown id is answered 200, logged, and changes nothing', async () => {
    await settle(ctx);
    const before = await ctx.t.db.select().from(subscriptions);
    for (const n of [
      { topic: 'subscription_preapproval', dataId: 'ffffffffffffffffffffffffffffffff' },
      { topic: 'subscription_authorized_payment', dataId: '999' },
      { topic: 'payment', dataId: '42' },
    ]) {
      expect((await postWebhook(ctx, n)).statusCode).toBe(200);
    }
    await settle(ctx);
    expect(await ctx.t.db.select().from(subscriptions)).toEqual(before);
    const failed = await ctx.t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mercadopago.notification'), eq(jobs.attempts, 2)));
    expect(failed).toEqual([]);
  });

  it('nightly reconciliation: a charge we never heard of is flagged to admins, once', async () => {
    const { id, preapproval, notes } = await authorized();
    ctx.fake.outbox.push(...notes);
    await deliver(ctx);
    // Mercado Pago charged again; its notification never arrived.
    ctx.fake.charge(preapproval, 'approved');
    ctx.fake.outbox.splice(0);
    ctx.clock = new Date('2026-11-21T07:00:00.000Z'); // 04:00 in Argentina
    await ctx.t.app.jobs.runOnce({ sweep: true });
    await settle(ctx);
    const row = await subscriptionRow(ctx, id);
    expect(row.mpMismatch).toBe('Revisar: Mercado Pago cobró 2 vez/veces y registramos 1');
    expect(await auditOf(ctx, id)).toContain('subscription.mpMismatch');
    const { admin } = await signInAdmin(ctx.t);
    const list = await ctx.t.app.inject({ url: '/subscriptions', headers: admin.auth });
    expect(list.json().subscriptions.find((s: { _id: string }) => s._id === id).mpMismatch).toBe(
      row.mpMismatch,
    );
    // The same night again: nothing more.
    await ctx.t.app.jobs.runOnce({ sweep: true });
    await settle(ctx);
    expect((await auditOf(ctx, id)).filter((a) => a === 'subscription.mpMismatch')).toHaveLength(1);
    const alerts = await ctx.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, msg.mercadoPago.mismatchMailSubject));
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts[0]!.text).toContain(row.mpMismatch);
  });
});
