import { CERTIFICATE_REMINDER_DAYS, certificateLapsesOn, issueDateProblem } from '@servihogar/shared/badges';
import { argentineDay, dayStart } from '@servihogar/shared/calendar';
import { DAY_MS } from '@servihogar/shared/constants';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { fieldError } from '../../lib/errors.ts';
import { notify } from '../notifications/notifications.service.ts';

const CERTIFICATE_JOB = 'verification.certificate';
const PATH = '/dash/verificacion';

/**
 * An approved criminal-record certificate (issue 45): the professional shows "Antecedentes
 * verificados" until its issue day + 6 months (the start of that Tucumán day). Keyed jobs remind
 * 30 and 7 days before and take the badge away at the end; each is keyed by the professional and
 * that end, so a newer certificate's end makes the older one's jobs do nothing.
 */
export async function approveCertificate(
  tx: Db,
  professionalId: string,
  issuedOn: string | undefined,
  now: Date,
) {
  const problem =
    issuedOn === undefined ? msg.badges.issuedOnRequired : issueDateProblem(issuedOn, argentineDay(now));
  if (problem) throw fieldError('emitidoEl', problem);
  const until = dayStart(certificateLapsesOn(issuedOn!));
  await tx
    .update(professionals)
    .set({ antecedentesEmitido: issuedOn!, antecedentesHasta: until })
    .where(eq(professionals.id, professionalId));
  for (const days of [...CERTIFICATE_REMINDER_DAYS, 0]) {
    const runAt = new Date(until.getTime() - days * DAY_MS);
    if (days > 0 && runAt <= now) continue;
    await enqueueJob(
      tx,
      {
        kind: CERTIFICATE_JOB,
        key: `certificate:${professionalId}:${until.toISOString()}:${days}`,
        payload: { professionalId, until: until.toISOString(), days },
        runAt,
      },
      now,
    );
  }
}

export function registerCertificateJobs({ jobs }: Pick<AppDeps, 'jobs'>): void {
  jobs.handle(CERTIFICATE_JOB, async ({ professionalId, until, days }, { tx, now }) => {
    const [row] = await tx
      .select({ accountId: professionals.accountId })
      .from(professionals)
      .where(
        and(
          eq(professionals.id, String(professionalId)),
          eq(professionals.antecedentesHasta, new Date(String(until))),
        ),
      );
    // A newer certificate (or none any more): this one's reminders and end are moot.
    if (!row) return;
    const ends = new Date(String(until));
    if (days === 0) {
      await tx
        .update(professionals)
        .set({ antecedentesEmitido: null, antecedentesHasta: null })
        .where(eq(professionals.id, String(professionalId)));
    }
    if (!row.accountId) return;
    await notify(tx, {
      userId: row.accountId,
      kind: 'badge_notice',
      title: days === 0 ? msg.badges.lapsedTitle : msg.badges.reminderTitle,
      body:
        days === 0
          ? msg.badges.lapsedBody
          : fillMessage(msg.badges.reminderBody, { fecha: formatLongDate(ends), dias: String(days) }),
      path: PATH,
      now,
    });
  });
}
