import { DAY_MS, TRIAL_DAYS, TRIAL_REMINDER_DAYS_BEFORE } from '@servihogar/shared/constants';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { deriveLifecycle } from '@servihogar/shared/subscription-lifecycle';
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '../../accounts/accounts.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
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

export type TrialReminders = {
  /** Sends the reminders due among the professionals `where` selects (all when omitted). */
  sendDue(now: Date, where?: SQL): Promise<number>;
};

/**
 * Marks and mails in one step: the UPDATE … WHERE not yet reminded … RETURNING claims each reminder
 * once, even with several replicas or concurrent requests (decision 0006).
 */
export function createTrialReminders({ db, mailer, publicUrl }: MailDeps): TrialReminders {
  return {
    async sendDue(now, where) {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(professionals)
          .set({ trialReminderSentAt: now })
          .where(and(reminderDueCondition(now), where))
          .returning();
        for (const row of claimed) {
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
        }
        return claimed.length;
      });
    },
  };
}

/** The professional(s) of an e-mail: the one linked to the account with it, or with it as contact. */
function professionalsOfEmail(email: string): SQL {
  const normalized = normalizeEmail(email);
  const account = sql`(select ${accounts.id} from ${accounts} where ${accounts.email} = ${normalized})`;
  return or(inArray(professionals.accountId, account), eq(sql`lower(${professionals.email})`, normalized))!;
}

/**
 * Sends the reminder of the professional(s) of `email` if it is due, without holding up the answer:
 * the mailer tracks it (a stop waits for it) and a failure is only logged. Called where a provider's
 * lifecycle is read on a visit: the professional sign-in and `GET /auth/getInfoProfessional`, which
 * the web asks on every page load of a provider.
 */
export function remindOnVisit(
  deps: MailDeps,
  email: string,
  now: Date,
  log: Pick<FastifyBaseLogger, 'error'>,
): void {
  deps.mailer.track(
    createTrialReminders(deps)
      .sendDue(now, professionalsOfEmail(email))
      .catch((error: unknown) => log.error({ err: error }, 'trial reminder failed')),
  );
}
