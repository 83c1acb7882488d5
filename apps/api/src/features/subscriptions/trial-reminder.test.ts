import { DAY_MS, TRIAL_DAYS } from '@servihogar/shared/constants';
import { formatLongDate } from '@servihogar/shared/format';
import { trialReminderDue } from '@servihogar/shared/subscription-lifecycle';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { insertProfessional, LIFECYCLE_STATES } from '../../../test/factories.ts';
import { mailAppOfSuite, PUBLIC_URL } from '../../../test/mail-app.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { reminderDueCondition } from './trial-reminder.service.ts';

const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
const SUBJECT = 'Tu prueba gratis de ServiHogar termina pronto';

describe('the trial-ending reminder', () => {
  let clock = NOW;

  const { t, smtp } = mailAppOfSuite(() => clock);

  const sentAt = async (id: string) =>
    (await t().db.select().from(professionals).where(eq(professionals.id, id)))[0]!.trialReminderSentAt;
  /** Every queued mail delivered: what was sent can be asserted. */
  const settle = () => t().mailer.settled();
  const remindersTo = (email: string) =>
    smtp().all.filter((m) => m.to.includes(email) && m.subject === SUBJECT);

  it('the SQL condition agrees with trialReminderDue for every state, at every moment', async () => {
    const ids: string[] = [];
    for (const state of LIFECYCLE_STATES) {
      for (const reminded of [null, at(-30), at(0)]) {
        ids.push((await insertProfessional(t().db, { now: NOW, state, trialReminderSentAt: reminded })).id);
      }
    }
    const rows = await t().db.select().from(professionals).where(inArray(professionals.id, ids));
    for (const when of [-1, 0, 2, 2.99, 3, 4, 4.99, 5, 6, 6.99, 7, 8].map(at)) {
      const bySql = (
        await t().db.select({ id: professionals.id }).from(professionals).where(reminderDueCondition(when))
      )
        .map((r) => r.id)
        .filter((id) => ids.includes(id))
        .sort();
      const byRule = rows
        .filter((p) => trialReminderDue(p, when))
        .map((p) => p.id)
        .sort();
      expect(bySql, when.toISOString()).toEqual(byRule);
    }
    expect(rows.filter((p) => trialReminderDue(p, at(4))).length).toBeGreaterThanOrEqual(2);
    await t().db.delete(professionals).where(inArray(professionals.id, ids));
  });

  /** What the jobs runner does each minute: the sweeps enqueue what is due, then the jobs run. */
  const sweep = async () => {
    await t().app.jobs.runOnce({ sweep: true });
    await settle();
  };

  /** A provider's account and its professional, given alta, in a trial that started at NOW. */
  const providerInTrial = async (nombre?: string) => {
    const account = await createAccount(t().db, { roles: ['Prestador'], ...(nombre ? { nombre } : {}) });
    const professional = await insertProfessional(t().db, {
      accountId: account.id,
      email: account.email,
      ...(nombre ? { nombre } : {}),
      altaUsuario: true,
      trialStartedAt: NOW,
    });
    return { account, p: professional };
  };

  it('goes out once, from the sweep, to a professional who never signs in', async () => {
    const { account, p } = await providerInTrial('Rosa');

    clock = new Date(at(TRIAL_DAYS - 2).getTime() - 1);
    await sweep();
    expect(remindersTo(account.email)).toHaveLength(0);
    expect(await sentAt(p.id)).toBeNull();

    clock = at(TRIAL_DAYS - 2);
    await sweep();
    const mail = await smtp().waitForMail(account.email, { subject: SUBJECT });
    expect(mail.text).toContain('Hola Rosa:');
    expect(mail.text).toContain(`termina el ${formatLongDate(at(TRIAL_DAYS))}`);
    expect(mail.text).toContain(`${PUBLIC_URL}/dash/licenseTypes`);
    expect(await sentAt(p.id)).toEqual(clock);

    clock = at(TRIAL_DAYS - 1);
    await sweep();
    await sweep();
    expect(remindersTo(account.email)).toHaveLength(1);
  });

  it('is not sent by reading: the sign-in and the page loads of a provider in the window only read', async () => {
    const { account, p } = await providerInTrial();
    // A sweep now (nothing due yet) puts the runner's own next sweep a minute away, past this test.
    clock = NOW;
    await sweep();
    clock = at(TRIAL_DAYS - 2);
    const session = await signIn(t().app, account);
    const res = await t().app.inject({
      url: `/auth/getInfoProfessional/${account.email}`,
      headers: session.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      free: true,
      cuotaVencida: false,
      altaUsuario: true,
      trialEndsAt: at(TRIAL_DAYS).toISOString(),
      trialDaysLeft: 2,
      paidUntil: null,
    });
    await settle();
    expect(remindersTo(account.email)).toHaveLength(0);
    expect(await sentAt(p.id)).toBeNull();

    await sweep();
    expect(remindersTo(account.email)).toHaveLength(1);
  });

  it('goes out again for a new trial', async () => {
    const { account, p } = await providerInTrial();
    clock = at(6);
    await sweep();
    await smtp().waitForMail(account.email, { subject: SUBJECT });

    // 'Habilitar Cuenta' after the trial ended starts a new one: its own reminder is due later.
    await t()
      .db.update(professionals)
      .set({ trialStartedAt: at(8) })
      .where(eq(professionals.id, p.id));
    clock = at(8 + 5);
    await sweep();
    expect(remindersTo(account.email)).toHaveLength(2);
    expect(await sentAt(p.id)).toEqual(at(13));
  });

  it('reaches every professional due, also those without an account; none whose trial is over', async () => {
    const a = await insertProfessional(t().db, {
      email: 'sin.cuenta@example.com',
      altaUsuario: true,
      trialStartedAt: NOW,
    });
    const b = await insertProfessional(t().db, {
      email: 'otro@example.com',
      altaUsuario: true,
      trialStartedAt: at(-1),
    });
    const late = await insertProfessional(t().db, {
      email: 'tarde@example.com',
      altaUsuario: true,
      trialStartedAt: at(-3),
    });
    clock = at(5.5);
    await sweep();
    await smtp().waitForMail('sin.cuenta@example.com', { subject: SUBJECT });
    await smtp().waitForMail('otro@example.com', { subject: SUBJECT });
    expect(await sentAt(a.id)).toEqual(clock);
    expect(await sentAt(b.id)).toEqual(clock);
    // Its trial is already over: too late for a reminder.
    expect(await sentAt(late.id)).toBeNull();
    expect(remindersTo('tarde@example.com')).toHaveLength(0);
  });
});
