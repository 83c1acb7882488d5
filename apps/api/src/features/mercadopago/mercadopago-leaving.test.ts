import { DAY_MS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import {
  authorizedAtCheckout,
  deliver,
  type MpApp,
  mailsTo,
  mercadoPagoApp,
  professionalRow,
  settle,
  subscriptionRow,
} from '../../../test/mercadopago/mp-app.ts';
import { linkTokenIn } from '../../../test/smtp-peer.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { mailOutbox } from '../../db/tables/mail-outbox.table.ts';
import { mercadoPagoPayments } from '../../db/tables/mercadopago-payments.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { RIGHTS_CONFIRM_PATH } from '../subscription-rights/rights.mails.ts';

// Issue 41, item 3 (decision 0051): leaving stops the money. Both buttons, signed in or not, cancel
// the preapproval at Mercado Pago (a job); a charge after leaving is flagged for refund, never counted;
// charges are ordered by their own date and id, not by when their notifications arrive.

const days = (n: number) => new Date(NOW.getTime() + n * DAY_MS);
const REFUND_DUE =
  'Revisar: Mercado Pago cobró 1 vez/veces después de la baja o el arrepentimiento: devolver esos cobros';

const paymentRow = async (ctx: MpApp, id: number) =>
  (
    await ctx.t.db
      .select()
      .from(mercadoPagoPayments)
      .where(eq(mercadoPagoPayments.id, String(id)))
  )[0]!;

/** The anonymous button (no sign-in): e-mail and DNI of the account. */
async function anonymously(
  ctx: MpApp,
  kind: 'baja' | 'arrepentimiento',
  who: { account: { email: string } },
  professionalId: string,
) {
  const dni = `27${professionalId.replace(/\D/g, '').slice(0, 6).padEnd(6, '0')}`;
  await ctx.t.db.update(professionals).set({ dni }).where(eq(professionals.id, professionalId));
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/subscriptions/rights-requests',
    payload: { kind, email: who.account.email, dni },
  });
  expect(res.statusCode).toBe(202);
  // It acts once the holder follows the link mailed to the account (issue 41, item 4).
  const [mail] = await ctx.t.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.to, who.account.email),
        like(mailOutbox.subject, `Confirmá tu pedido ${res.json().code}%`),
      ),
    );
  const confirmed = await ctx.t.app.inject({
    method: 'POST',
    url: '/subscriptions/rights-requests/confirm',
    payload: { token: linkTokenIn(mail!, RIGHTS_CONFIRM_PATH) },
  });
  expect(confirmed.statusCode).toBe(200);
}

describe('Mercado Pago after a baja or an arrepentimiento', () => {
  const ctx = mercadoPagoApp(NOW);

  it('arrepentimiento signed in: the preapproval is cancelled, and the next charge is flagged for refund, not counted', async () => {
    const payer = await authorizedAtCheckout(ctx);
    await deliver(ctx);
    ctx.clock = days(2);
    const session = await signIn(ctx.t.app, payer.account);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `/subscriptions/${payer.subscription._id}/arrepentimiento`,
      headers: session.auth,
    });
    expect(res.statusCode).toBe(200);
    const withdrawn = (await professionalRow(ctx, payer.professional.id)).paidUntil;
    // Mercado Pago charges before the cancellation reaches it.
    ctx.clock = days(3);
    const charge = ctx.fake.charge(payer.preapproval, 'approved');
    await deliver(ctx);

    expect(payer.preapproval.status).toBe('cancelled');
    expect(ctx.fake.requests.filter((r) => r.method === 'PUT')).toContainEqual(
      expect.objectContaining({
        path: `/preapproval/${payer.preapproval.id}`,
        body: { status: 'cancelled' },
      }),
    );
    expect(await subscriptionRow(ctx, payer.subscription._id)).toMatchObject({
      mpStatus: 'cancelled',
      endDate: days(2),
      refundRequestedAt: days(2),
      mpCancelRequestedAt: days(2),
      mpMismatch: REFUND_DUE,
    });
    expect((await professionalRow(ctx, payer.professional.id)).paidUntil).toEqual(withdrawn);
    expect(await paymentRow(ctx, charge.id)).toMatchObject({
      status: 'approved',
      endDate: null,
      refundDueAt: days(3),
      chargedAt: days(3),
    });
    expect((await mailsTo(ctx, payer.account.email)).filter((s) => s.startsWith('Aprobamos'))).toHaveLength(
      1,
    );
    const alerts = await ctx.t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.subject, msg.mercadoPago.mismatchMailSubject),
          like(mailOutbox.text, `%${payer.subscription._id}%`),
        ),
      );
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts[0]!.text).toContain(msg.mercadoPago.refundDueMailIntro);
  });

  it('anonymous Botón de baja: cancelled too; a charge dated after it is refunded, one dated before still counts', async () => {
    const payer = await authorizedAtCheckout(ctx);
    await deliver(ctx);
    // Charged on day 29 (a renewal before the baja); its notification comes late.
    ctx.clock = days(29);
    const before = ctx.fake.charge(payer.preapproval, 'approved');
    const late = ctx.fake.outbox.splice(0);
    ctx.clock = days(29.5);
    await anonymously(ctx, 'baja', payer, payer.professional.id);
    ctx.clock = days(31);
    const after = ctx.fake.charge(payer.preapproval, 'approved');
    ctx.fake.outbox.unshift(...late);
    await deliver(ctx);

    expect(payer.preapproval.status).toBe('cancelled');
    expect(await subscriptionRow(ctx, payer.subscription._id)).toMatchObject({
      mpStatus: 'cancelled',
      mpCancelRequestedAt: days(29.5),
      mpMismatch: REFUND_DUE,
    });
    expect(await paymentRow(ctx, before.id)).toMatchObject({ refundDueAt: null, endDate: days(60) });
    expect(await paymentRow(ctx, after.id)).toMatchObject({ refundDueAt: days(31), endDate: null });
    const pro = await professionalRow(ctx, payer.professional.id);
    expect(pro.paidUntil).toEqual(days(60));
    expect(pro.bajaAt).toEqual(days(29.5));
  });

  it('anonymous arrepentimiento cancels the preapproval as well', async () => {
    const payer = await authorizedAtCheckout(ctx);
    await deliver(ctx);
    ctx.clock = days(1);
    await anonymously(ctx, 'arrepentimiento', payer, payer.professional.id);
    await settle(ctx);
    expect(payer.preapproval.status).toBe('cancelled');
    expect(await subscriptionRow(ctx, payer.subscription._id)).toMatchObject({
      mpStatus: 'cancelled',
      refundRequestedAt: days(1),
    });
  });

  it('the nightly reconciliation cancels again a preapproval still live after leaving, one job per subscription', async () => {
    const payer = await authorizedAtCheckout(ctx);
    await deliver(ctx);
    ctx.clock = days(3);
    const session = await signIn(ctx.t.app, payer.account);
    await ctx.t.app.inject({ method: 'POST', url: '/subscriptions/baja', headers: session.auth });
    await settle(ctx);
    expect(payer.preapproval.status).toBe('cancelled');
    payer.preapproval.status = 'authorized'; // live again at Mercado Pago, somehow
    ctx.clock = new Date(days(3).getTime() + 20 * 3_600_000); // 05:00 in Argentina, the next day
    await ctx.t.app.jobs.runOnce({ sweep: true });
    await settle(ctx);
    expect(payer.preapproval.status).toBe('cancelled');
    const nightly = await ctx.t.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(eq(jobs.kind, 'mercadopago.reconcile.subscription'));
    const withPreapproval = await ctx.t.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.method, 'mercadopago'));
    expect(nightly.map((j) => j.key).sort()).toEqual(
      withPreapproval.map((s) => `mercadopago:reconcile:2026-11-24:${s.id}`).sort(),
    );
  });
});

describe('Mercado Pago charges delivered out of order', () => {
  const ctx = mercadoPagoApp(NOW);

  /** A renewal approved on day 30, the next charge rejected on day 60; notified in this order or reversed. */
  async function renewals(reversed: boolean) {
    const payer = await authorizedAtCheckout(ctx);
    await deliver(ctx);
    ctx.clock = days(30);
    ctx.fake.charge(payer.preapproval, 'approved');
    ctx.clock = days(60);
    ctx.fake.charge(payer.preapproval, 'rejected');
    if (reversed) ctx.fake.outbox.reverse();
    await deliver(ctx);
    const { paymentStatus, endDate, previousPaidUntil, decidedAt } = await subscriptionRow(
      ctx,
      payer.subscription._id,
    );
    const mails = (await mailsTo(ctx, payer.account.email)).sort();
    const { paidUntil } = await professionalRow(ctx, payer.professional.id);
    return { paymentStatus, endDate, previousPaidUntil, decidedAt, paidUntil, mails };
  }

  it('an approved then a rejected charge end in the same state whichever notification comes first', async () => {
    const inOrder = await renewals(false);
    expect(inOrder).toMatchObject({ paymentStatus: 'failed', endDate: days(60), paidUntil: days(60) });
    ctx.clock = NOW;
    expect(await renewals(true)).toEqual(inOrder);
  });
});
