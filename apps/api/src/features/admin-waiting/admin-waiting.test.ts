import { DAY_MS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { decidePayment, insertSubscription } from '../../../test/business.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { backOfficeApp } from '../../../test/mail-app.ts';
import { mailOutbox } from '../../db/tables/mail-outbox.table.ts';
import { accounts } from '../../db/tables/users.table.ts';

// Issue 48 item 6: the admin is told of professionals waiting for alta and of new payment proofs —
// counts in the header (an admin-only route) and a daily digest mail (one job per day).

const t = msg.adminDigest;

describe('what waits for an admin', () => {
  const ctx = backOfficeApp(NOW);
  const waiting = () => ctx.t.app.inject({ url: '/admin/waiting', headers: ctx.admin.auth });
  const digests = () => ctx.t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, t.subject));
  const admins = async () =>
    (
      await ctx.t.db
        .select({ email: accounts.email })
        .from(accounts)
        .where(sql`${accounts.roles} @> array['Admin']::text[]`)
    ).map((a) => a.email);

  it('GET /admin/waiting counts registrations waiting for alta and undecided proofs; admins only', async () => {
    expect((await waiting()).json()).toEqual({ awaitingAlta: 0, pendingProofs: 0 });

    const account = await createAccount(ctx.t.db, { roles: ['Prestador'] });
    const registered = await insertProfessional(ctx.t.db, {
      now: NOW,
      state: 'pending',
      accountId: account.id,
      email: account.email,
    });
    // Given alta, trial over, suspended after paying: none of these waits for an admin.
    await insertProfessional(ctx.t.db, { now: NOW, state: 'trial' });
    await insertProfessional(ctx.t.db, { now: NOW, state: 'paidButSuspended' });
    const proof = await insertSubscription(ctx.t.db, ctx.t.files, {
      accountId: account.id,
      professionalId: registered.id,
    });
    const client = await createAccount(ctx.t.db, { roles: ['Cliente'] });
    await insertSubscription(ctx.t.db, ctx.t.files, { accountId: client.id });
    expect((await waiting()).json()).toEqual({ awaitingAlta: 1, pendingProofs: 2 });

    // A decided proof no longer waits.
    expect((await decidePayment(ctx.t.app, ctx.admin, proof.id, 'failed')).statusCode).toBe(200);
    expect((await waiting()).json()).toEqual({ awaitingAlta: 1, pendingProofs: 1 });

    const res = await ctx.t.app.inject({
      url: '/admin/waiting',
      headers: (await signIn(ctx.t.app, account)).auth,
    });
    expect(res.statusCode).toBe(403);
    expect((await ctx.t.app.inject({ url: '/admin/waiting' })).statusCode).toBe(401);
  });

  it('the daily digest mails every admin once a day from 9 (Argentina), only when something waits', async () => {
    // The next day (the app's start already swept this one) at 05:00 in Argentina: not yet.
    const nextDay = new Date(NOW.getTime() + DAY_MS);
    ctx.clock = new Date(nextDay.getTime() - 4 * 3_600_000);
    await ctx.t.app.jobs.runOnce({ sweep: true });
    expect(await digests()).toHaveLength(0);

    // 09:00: one mail to each admin, however often the sweep runs (two replicas, one key per day).
    ctx.clock = nextDay;
    await ctx.t.app.jobs.runOnce({ sweep: true });
    await ctx.t.app.jobs.runOnce({ sweep: true });
    const sent = await digests();
    expect(sent.map((m) => m.to).sort()).toEqual((await admins()).sort());
    expect(sent[0]!.text).toContain('Prestadores registrados esperando el alta: 1');
    expect(sent[0]!.text).toContain('Comprobantes de pago por revisar: 1');

    // The next day with nothing waiting: no mail.
    await ctx.t.db.execute(sql`update professionals set alta_usuario = true, trial_started_at = now()`);
    await ctx.t.db.execute(sql`update subscriptions set payment_status = 'failed'`);
    ctx.clock = new Date(nextDay.getTime() + DAY_MS);
    await ctx.t.app.jobs.runOnce({ sweep: true });
    expect(await digests()).toHaveLength(sent.length);
  });
});
