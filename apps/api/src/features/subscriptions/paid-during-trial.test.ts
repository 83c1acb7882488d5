import { DAY_MS, TRIAL_DAYS } from '@servihogar/shared/constants';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { decidePayment, insertSubscription } from '../../../test/business.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { backOfficeApp } from '../../../test/mail-app.ts';
import {
  deliver,
  mercadoPagoApp,
  preapprovalOf,
  professionalRow,
  provider,
  startPaying,
  subscriptionRow,
} from '../../../test/mercadopago/mp-app.ts';
import { mailOutbox } from '../../db/tables/mail-outbox.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';

// Issue 48 item 4: paying during the free trial loses none of its days; the paid period starts
// when the trial ends, by bank transfer as by Mercado Pago.

const plus = (from: Date, n: number) => new Date(from.getTime() + n * DAY_MS);
const trialEndOf = (p: { trialStartedAt: Date | null }) => plus(p.trialStartedAt!, TRIAL_DAYS);

describe('a bank-transfer proof approved during the trial', () => {
  const ctx = backOfficeApp(NOW);

  it('starts the paid period at the end of the trial, and says so', async () => {
    const account = await createAccount(ctx.t.db, { roles: ['Prestador'] });
    const p = await insertProfessional(ctx.t.db, {
      now: NOW,
      state: 'trial',
      accountId: account.id,
      email: account.email,
    });
    const s = await insertSubscription(ctx.t.db, ctx.t.files, {
      accountId: account.id,
      professionalId: p.id,
      plan: 'mensual',
    });
    const res = await decidePayment(ctx.t.app, ctx.admin, s.id, 'confirmed');
    expect(res.statusCode).toBe(200);
    const end = plus(trialEndOf(p), 30);
    expect(res.json().message).toBe(fillMessage(msg.subscription.approved, { fecha: formatLongDate(end) }));
    const [row] = await ctx.t.db.select().from(professionals).where(eq(professionals.id, p.id));
    expect(row!.paidUntil).toEqual(end);
  });
});

describe('Mercado Pago authorized during the trial', () => {
  const ctx = mercadoPagoApp(NOW);

  it('says and mails when the first charge is, charges at the trial end and counts from there', async () => {
    const { account, professional, session } = await provider(ctx, 'trial');
    const { subscription } = (await startPaying(ctx, session)).json();
    const preapproval = preapprovalOf(ctx, subscription._id);
    const trialEnd = trialEndOf(professional);
    expect(preapproval.auto_recurring.start_date).toBe(trialEnd.toISOString());
    expect(preapproval.next_payment_date).toBe(trialEnd.toISOString());

    ctx.fake.authorize(preapproval);
    // Authorized at the checkout, nothing charged before the start date.
    expect(await deliver(ctx)).toEqual([{ topic: 'subscription_preapproval', dataId: preapproval.id }]);
    const fecha = formatLongDate(trialEnd);
    const mine = await ctx.t.app.inject({ url: '/subscriptions/mine', headers: session.auth });
    expect(mine.json()[0]).toMatchObject({
      _id: subscription._id,
      mpStatus: 'authorized',
      endDate: null,
      firstChargeAt: trialEnd.toISOString(),
    });
    const [mail] = await ctx.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email));
    expect(mail).toMatchObject({ subject: msg.mercadoPagoTrial.authorizedMailSubject });
    expect(mail!.text).toContain(fillMessage(msg.mercadoPagoTrial.authorizedFirstCharge, { fecha }));
    expect((await professionalRow(ctx, professional.id)).paidUntil).toBeNull();

    // The first charge, on the start date: 30 days from the trial's end.
    ctx.clock = trialEnd;
    ctx.fake.charge(preapproval, 'approved');
    await deliver(ctx);
    expect((await professionalRow(ctx, professional.id)).paidUntil).toEqual(plus(trialEnd, 30));
    expect((await subscriptionRow(ctx, subscription._id)).endDate).toEqual(plus(trialEnd, 30));
  });

  it('a charge dated inside the trial still counts from the trial end', async () => {
    const { professional, session } = await provider(ctx, 'trial');
    const { subscription } = (await startPaying(ctx, session)).json();
    const preapproval = preapprovalOf(ctx, subscription._id);
    ctx.fake.authorize(preapproval);
    ctx.fake.charge(preapproval, 'approved');
    await deliver(ctx);
    const end = plus(trialEndOf(professional), 30);
    expect((await professionalRow(ctx, professional.id)).paidUntil).toEqual(end);
  });
});
