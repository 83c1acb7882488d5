import { argentineDay, dayNoon, dayStart } from '@servihogar/shared/calendar';
import { employerToolsApply, employerToolsPath } from '@servihogar/shared/employer-access';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { REGIME_OF_SERVICE } from '@servihogar/shared/pay-scales';
import { and, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { bookingSeries } from '../../db/tables/booking-series.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { notify } from '../notifications/notifications.service.ts';
import { aguinaldoReminderMail } from './employer.mails.ts';

// Issue 46, item 2: the aguinaldo reminders. In June and in December a sweep enqueues one keyed
// round per semester (no scan at all the other ten months); the round enqueues one keyed job per
// accepted, repeating request of the régimen whose series had not ended before the semester; each
// of those tells the client once (bell, channels, and its own mail), however often it runs.

const ROUND_JOB = 'employer.aguinaldo-round';
const REMINDER_JOB = 'employer.aguinaldo-reminder';

type Semester = { year: string; semester: 1 | 2 };

/** The semester whose aguinaldo is due this month (June: the first, December: the second), or null. */
export function semesterDue(now: Date): Semester | null {
  const day = argentineDay(now);
  const month = day.slice(5, 7);
  if (month !== '06' && month !== '12') return null;
  return { year: day.slice(0, 4), semester: month === '06' ? 1 : 2 };
}

const semesterStart = ({ year, semester }: Semester) =>
  dayStart(`${year}-${semester === 1 ? '01' : '07'}-01`);
const dueDay = ({ year, semester }: Semester) => `${year}-${semester === 1 ? '06-30' : '12-18'}`;
const roundKey = (s: Semester) => `employer:aguinaldo:${s.year}-${s.semester}`;

export function registerEmployerJobs({
  jobs,
  mailer,
  publicUrl,
}: Pick<AppDeps, 'jobs' | 'mailer' | 'publicUrl'>) {
  jobs.sweep('employer-aguinaldo', async (db, now) => {
    const due = semesterDue(now);
    if (due) await enqueueJob(db, { kind: ROUND_JOB, key: roundKey(due), payload: due }, now);
  });

  jobs.handle(ROUND_JOB, async (payload, { tx, now }) => {
    const s = payload as Semester;
    const rows = await tx
      .select({ id: solicitudes.id })
      .from(solicitudes)
      .leftJoin(bookingSeries, eq(bookingSeries.solicitudId, solicitudes.id))
      .where(
        and(
          eq(solicitudes.answer, 'acepto'),
          isNotNull(solicitudes.recurrence),
          inArray(solicitudes.categorySlug, Object.keys(REGIME_OF_SERVICE)),
          or(isNull(bookingSeries.endedAt), gte(bookingSeries.endedAt, semesterStart(s))),
        ),
      );
    for (const { id } of rows) {
      await enqueueJob(tx, { kind: REMINDER_JOB, key: `${roundKey(s)}:${id}`, payload: { ...s, id } }, now);
    }
  });

  jobs.handle(REMINDER_JOB, async (payload, { tx, now }) => {
    const { id, ...s } = payload as Semester & { id: string };
    const [found] = await tx
      .select({
        s: solicitudes,
        client: { email: accounts.email, nombre: accounts.nombre },
        worker: professionals.nombre,
      })
      .from(solicitudes)
      .innerJoin(accounts, eq(accounts.id, solicitudes.clientAccountId))
      .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
      .where(eq(solicitudes.id, id));
    // Deleted or changed since the round: nothing to remind.
    if (!found || !employerToolsApply({ ...found.s, servicio: found.s.categorySlug })) return;
    const words = {
      nombre: found.worker,
      semestre: s.semester === 1 ? 'primer' : 'segundo',
      fecha: formatLongDate(dayNoon(dueDay(s))),
    };
    const told = await notify(tx, {
      userId: found.s.clientAccountId,
      kind: 'aguinaldo',
      title: fillMessage(msg.employer.sacReminderTitle, words),
      body: fillMessage(msg.employer.sacReminderBody, words),
      path: employerToolsPath(id),
      solicitudId: id,
      now,
    });
    if (told.mail) await mailer.send(aguinaldoReminderMail(found.client, words, id, publicUrl), tx);
  });
}
