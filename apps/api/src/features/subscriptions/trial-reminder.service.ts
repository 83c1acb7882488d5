import { DAY_MS, TRIAL_DAYS, TRIAL_REMINDER_DAYS_BEFORE } from '@servihogar/shared/constants';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { deriveLifecycle } from '@servihogar/shared/subscription-lifecycle';
import { and, eq, gt, isNotNull, isNull, lt, lte, not, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { notify } from '../notifications/notifications.service.ts';
import { trialEndingMail } from './lifecycle.mails.ts';

/**
 * `trialReminderDue` (shared/subscription-lifecycle.ts) as SQL: active, in a running trial that ends within
 * TRIAL_REMINDER_DAYS_BEFORE, not reminded since this trial started, renewal not stopped.
 */
export function reminderDueCondition(now: Date): SQL {
  const trialRunningSince = new Date(now.getTime() - TRIAL_DAYS * DAY_MS);
  const windowOpenSince = new Date(now.getTime() - (TRIAL_DAYS - TRIAL_REMINDER_DAYS_BEFORE) * DAY_MS);
  const p = professionals;
  return and(
    eq(p.altaUsuario, true),
    isNull(p.paidUntil),
    // After a 'Botón de baja' nothing invites to renew.
    isNull(p.bajaAt),
    not(p.freeSuspended),
    isNotNull(p.trialStartedAt),
    gt(p.trialStartedAt, trialRunningSince),
    lte(p.trialStartedAt, windowOpenSince),
    or(isNull(p.trialReminderSentAt), lt(p.trialReminderSentAt, p.trialStartedAt)),
  )!;
}

const TRIAL_REMINDER_JOB = 'subscriptions.trial-reminder';
const SWEEP_BATCH = 200;

/**
 * The trial-ending reminder as a keyed job (decision 0031): a sweep finds the professionals whose
 * reminder is due, with or without an account, signed in or not, and enqueues one job per trial
 * (its key names the trial's start, so a new trial gets its own). The handler marks and mails in one
 * step: the UPDATE … WHERE still due … RETURNING sends nothing when the reminder stopped being due
 * meanwhile (paid, renewal stopped) or was sent already.
 */
export function registerTrialReminders({
  jobs,
  mailer,
  publicUrl,
}: Pick<AppDeps, 'jobs' | 'mailer' | 'publicUrl'>): void {
  jobs.handle(TRIAL_REMINDER_JOB, async ({ id }, { tx, now }) => {
    const [row] = await tx
      .update(professionals)
      .set({ trialReminderSentAt: now })
      .where(and(eq(professionals.id, String(id)), reminderDueCondition(now)))
      .returning();
    if (!row) return;
    const { trialEndsAt } = deriveLifecycle(row, now);
    const told = row.accountId
      ? await notify(tx, {
          userId: row.accountId,
          kind: 'trial_ending',
          title: msg.notifications.trialEndingTitle,
          body: fillMessage(msg.notifications.trialEndingBody, { fecha: formatLongDate(trialEndsAt!) }),
          path: '/dash/licenseTypes',
          now,
        })
      : null;
    if (told?.mail !== false) await mailer.send(trialEndingMail(row, trialEndsAt!, publicUrl), tx);
  });
  jobs.sweep('trial-reminders', async (db, now) => {
    const due = await db
      .select({ id: professionals.id, trialStartedAt: professionals.trialStartedAt })
      .from(professionals)
      .where(reminderDueCondition(now))
      .limit(SWEEP_BATCH);
    for (const { id, trialStartedAt } of due) {
      const key = `professional:${id}:trial-reminder:${trialStartedAt!.toISOString()}`;
      await enqueueJob(db, { kind: TRIAL_REMINDER_JOB, key, payload: { id } }, now);
    }
  });
}
