import { DAY_MS, TRIAL_DAYS } from '@servihogar/shared/constants';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { decidePayment, insertSubscription } from '../../../test/business.ts';
import { insertProfessional, type LifecycleState } from '../../../test/factories.ts';
import { backOfficeApp, PUBLIC_URL } from '../../../test/mail-app.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { accounts } from '../../db/tables/users.table.ts';

const days = (n: number, from = NOW) => new Date(from.getTime() + n * DAY_MS);
// Within the 15-minute life of the admin's access token.
const later = new Date(NOW.getTime() + 10 * 60 * 1000);

describe('PUT /subscriptions/{id}: approve and reject', () => {
  const ctx = backOfficeApp(NOW);

  const decide = (id: string, paymentStatus: string) =>
    decidePayment(ctx.t.app, ctx.admin, id, paymentStatus);
  const professional = async (id: string) =>
    (await ctx.t.db.select().from(professionals).where(eq(professionals.id, id)))[0]!;
  const subscription = async (id: string) =>
    (await ctx.t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const listed = async (id: string) =>
    (await ctx.t.app.inject({ url: '/professionals' }))
      .json()
      .professionals.some((p: { _id: string }) => p._id === id);

  /** A provider account with its professional in `state`, and a pending subscription of it. */
  async function provider(state: LifecycleState, plan = 'mensual') {
    const account = await createAccount(ctx.t.db, { roles: ['Prestador'] });
    const p = await insertProfessional(ctx.t.db, {
      now: NOW,
      state,
      accountId: account.id,
      email: account.email,
    });
    const s = await insertSubscription(ctx.t.db, ctx.t.files, {
      accountId: account.id,
      professionalId: p.id,
      plan,
    });
    return { account, professional: p, subscription: s };
  }

  it('approving extends from now when never paid: endDate, paidUntil, ultimoPago, listed, mailed, audited', async () => {
    const { account, professional: p, subscription: s } = await provider('trialExpired');
    expect(await listed(p.id)).toBe(false);

    const res = await decide(s.id, 'confirmed');
    expect(res.statusCode).toBe(200);
    const end = days(30);
    expect(res.json()).toEqual({
      message: fillMessage(msg.subscription.approved, { fecha: formatLongDate(end) }),
      subscription: expect.objectContaining({
        _id: s.id,
        paymentStatus: 'confirmed',
        endDate: end.toISOString(),
      }),
    });
    expect(await professional(p.id)).toMatchObject({ paidUntil: end, ultimoPago: NOW });
    expect(await listed(p.id)).toBe(true);

    const mail = await ctx.smtp.waitForMail(account.email, { subject: 'Aprobamos tu pago' });
    expect(mail.text).toContain(`abonada hasta el ${formatLongDate(end)}`);

    const audit = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, s.id), eq(auditLog.action, 'subscription.approve')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toEqual({
      from: 'pending',
      to: 'confirmed',
      plan: 'mensual',
      endDate: end.toISOString(),
    });

    ctx.clock = new Date(end.getTime() - 1);
    expect(await listed(p.id)).toBe(true);
    ctx.clock = end;
    expect(await listed(p.id)).toBe(false);
  });

  it('confirming twice does not extend twice (nor mail, nor audit again)', async () => {
    const { professional: p, subscription: s } = await provider('trialExpired');
    await decide(s.id, 'confirmed');
    ctx.clock = later;
    const again = await decide(s.id, 'confirmed');
    expect(again.json().message).toBe(msg.subscription.unchanged);
    expect((await professional(p.id)).paidUntil).toEqual(days(30));
    const audits = await ctx.t.db.select().from(auditLog).where(eq(auditLog.targetId, s.id));
    expect(audits).toHaveLength(1);
  });

  it('extends from a future end; a later payment stacks on the earlier one', async () => {
    const { account, professional: p, subscription: first } = await provider('paid');
    const ahead = p.paidUntil!;
    await decide(first.id, 'confirmed');
    expect((await subscription(first.id)).endDate).toEqual(days(30, ahead));

    ctx.clock = later;
    const second = await insertSubscription(ctx.t.db, ctx.t.files, {
      accountId: account.id,
      professionalId: p.id,
      plan: 'anual',
    });
    await decide(second.id, 'confirmed');
    expect((await professional(p.id)).paidUntil).toEqual(days(30 + 365, ahead));
    expect((await professional(p.id)).ultimoPago).toEqual(ctx.clock);

    // Rejecting the earlier one takes its 30 days off; the later period moves back with it.
    await decide(first.id, 'failed');
    expect((await professional(p.id)).paidUntil).toEqual(days(365, ahead));
    expect((await subscription(first.id)).endDate).toBeNull();
  });

  it('an overdue provider pays from now, not from the lapsed end', async () => {
    const { professional: p, subscription: s } = await provider('overdue', 'trimestral');
    await decide(s.id, 'confirmed');
    expect((await professional(p.id)).paidUntil).toEqual(days(90));
  });

  it('rejecting: pending → failed changes nothing paid and mails what to do', async () => {
    const { account, professional: p, subscription: s } = await provider('trial');
    const res = await decide(s.id, 'failed');
    expect(res.json()).toMatchObject({
      message: msg.subscription.rejected,
      subscription: { paymentStatus: 'failed' },
    });
    expect((await professional(p.id)).paidUntil).toBeNull();
    const mail = await ctx.smtp.waitForMail(account.email, { subject: 'No pudimos aprobar tu pago' });
    expect(mail.text).toContain('comprobante');
    expect(mail.text).toContain(`${PUBLIC_URL}/dash/licenseSelection`);
    const audits = await ctx.t.db.select().from(auditLog).where(eq(auditLog.targetId, s.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'subscription.reject',
      actorAccountId: ctx.adminId,
      targetType: 'subscription',
      details: { from: 'pending', to: 'failed', plan: 'mensual', endDate: null },
      createdAt: NOW,
    });
  });

  it('every status from every status; taking back a confirmation restores the previous state exactly', async () => {
    const { professional: p, subscription: s } = await provider('trial');
    // Paid during the trial: the period starts when the trial ends (issue 48).
    const paidEnd = days(30, days(TRIAL_DAYS, p.trialStartedAt!));
    const statuses = ['pending', 'confirmed', 'failed'] as const;
    for (const from of statuses) {
      for (const to of statuses) {
        await ctx.t.db
          .update(subscriptions)
          .set({ paymentStatus: 'pending', endDate: null })
          .where(eq(subscriptions.id, s.id));
        await ctx.t.db.update(professionals).set({ paidUntil: null }).where(eq(professionals.id, p.id));
        if (from !== 'pending') expect((await decide(s.id, from)).statusCode).toBe(200);
        const res = await decide(s.id, to);
        expect(res.statusCode, `${from} → ${to}`).toBe(200);
        expect(res.json().subscription.paymentStatus).toBe(to);
        const paidUntil = (await professional(p.id)).paidUntil;
        expect(paidUntil, `${from} → ${to}`).toEqual(to === 'confirmed' ? paidEnd : null);
      }
    }
    // Back to the trial it was in: listed as free again.
    expect(await listed(p.id)).toBe(true);
  });

  it('rejecting the latest first restores each previous end, down to never paid', async () => {
    const { account, professional: p, subscription: a } = await provider('trialExpired');
    const b = await insertSubscription(ctx.t.db, ctx.t.files, {
      accountId: account.id,
      professionalId: p.id,
    });
    await decide(a.id, 'confirmed');
    await decide(b.id, 'confirmed');
    expect((await professional(p.id)).paidUntil).toEqual(days(60));
    await decide(b.id, 'failed');
    expect((await professional(p.id)).paidUntil).toEqual(days(30));
    await decide(a.id, 'pending');
    expect((await professional(p.id)).paidUntil).toBeNull();
  });

  it("a client's premium moves the account's premiumUntil only", async () => {
    const client = await createAccount(ctx.t.db, { roles: ['Cliente'] });
    const s = await insertSubscription(ctx.t.db, ctx.t.files, { accountId: client.id });
    await decide(s.id, 'confirmed');
    const [row] = await ctx.t.db.select().from(accounts).where(eq(accounts.id, client.id));
    expect(row!.premiumUntil).toEqual(days(30));
    await ctx.smtp.waitForMail(client.email, { subject: 'Aprobamos tu pago' });
    await decide(s.id, 'failed');
    const [after] = await ctx.t.db.select().from(accounts).where(eq(accounts.id, client.id));
    expect(after!.premiumUntil).toBeNull();
  });

  it('404 for an unknown subscription, 400 for an unknown status', async () => {
    expect((await decide('00000000-0000-4000-8000-000000000000', 'confirmed')).statusCode).toBe(404);
    const { subscription: s } = await provider('trial');
    const bad = await decide(s.id, 'aprobado');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['paymentStatus']);
  });
});
