import { bookingText } from '@servihogar/shared/booking-time';
import { argentineDayStart } from '@servihogar/shared/calendar';
import { DAY_MS } from '@servihogar/shared/constants';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { notify } from '../notifications/notifications.service.ts';
import { bookingsBetween } from './booking-store.ts';
import { visitArrivalMail } from './bookings.mails.ts';
import { requestsWithParties } from './parties.ts';
import { rollSeriesForward } from './series.service.ts';

// Issue 43 §3–4, from the one job mechanism: the nightly roll of series, the day-before reminder of
// every booked visit (both parties) and the day-after question to the client, one job per
// (visit, kind) by its key, whatever the replicas.

export const REMINDER_JOB = 'bookings.reminder';
export const VISIT_ARRIVAL_JOB = 'bookings.visit-arrival';
export const visitKey = (solicitudId: string, start: Date, kind: string) =>
  `booking:${solicitudId}:${start.toISOString()}:${kind}`;

type Deps = Pick<AppDeps, 'jobs' | 'mailer' | 'publicUrl'>;

async function visitParties(tx: Db, solicitudId: string) {
  const [row] = await requestsWithParties(tx).where(eq(solicitudes.id, solicitudId));
  return row;
}

export function registerBookingJobs({ jobs: runner, mailer, publicUrl }: Deps): void {
  runner.handle(REMINDER_JOB, async ({ solicitudId, start }, { tx, now }) => {
    const p = await visitParties(tx, String(solicitudId));
    if (!p) return;
    const at = new Date(String(start));
    const service = p.service ?? 'Servicio';
    const who = [
      {
        userId: p.clientId,
        other: `${p.proNombre} ${p.proApellido}`,
        path: `/dash/misSolicitudes?pedido=${solicitudId}`,
      },
      ...(p.proAccountId
        ? [{ userId: p.proAccountId, other: p.client.nombre, path: `/dash/pedidos?pedido=${solicitudId}` }]
        : []),
    ];
    for (const w of who) {
      await notify(tx, {
        userId: w.userId,
        kind: 'booking_reminder',
        title: fillMessage(msg.bookings.reminderSubject, { servicio: service, nombre: w.other }),
        body: `Mañana, ${bookingText(at)}: ${service} con ${w.other}.`,
        path: w.path,
        solicitudId: String(solicitudId),
        now,
      });
    }
  });

  runner.handle(VISIT_ARRIVAL_JOB, async ({ solicitudId, start }, { tx, now }) => {
    const p = await visitParties(tx, String(solicitudId));
    if (!p) return;
    const at = new Date(String(start));
    const question = fillMessage(msg.bookings.arrivalQuestion, { nombre: p.proNombre });
    const path = `/dash/misSolicitudes?pedido=${solicitudId}`;
    const { mail } = await notify(tx, {
      userId: p.clientId,
      kind: 'arrival',
      title: question,
      body: `Por la visita del ${bookingText(at)}.`,
      path,
      solicitudId: String(solicitudId),
      now,
    });
    if (mail)
      await mailer.send(visitArrivalMail(p.client, question, at, `${publicUrl}${path}`, publicUrl), tx);
  });

  runner.sweep('bookings', async (db, now) => {
    await rollSeriesForward(db, now);
    // Tomorrow's visits (Tucumán days): remind both parties once each.
    const tomorrowStart = argentineDayStart(now).getTime() + DAY_MS;
    for (const b of await bookingsBetween(db, new Date(tomorrowStart), new Date(tomorrowStart + DAY_MS))) {
      const key = visitKey(b.solicitudId, b.start, 'reminder');
      await enqueueJob(
        db,
        { kind: REMINDER_JOB, key, payload: { solicitudId: b.solicitudId, start: b.start.toISOString() } },
        now,
      );
    }
    // Yesterday's visits (and those of the last few days a sweep missed): ask the client.
    const todayStart = tomorrowStart - DAY_MS;
    for (const b of await bookingsBetween(db, new Date(todayStart - 3 * DAY_MS), new Date(todayStart))) {
      const key = visitKey(b.solicitudId, b.start, 'arrival');
      await enqueueJob(
        db,
        {
          kind: VISIT_ARRIVAL_JOB,
          key,
          payload: { solicitudId: b.solicitudId, start: b.start.toISOString() },
        },
        now,
      );
    }
  });
}
