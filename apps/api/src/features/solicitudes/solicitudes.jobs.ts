import { argentineDay } from '@servihogar/shared/calendar';
import { DAY_MS } from '@servihogar/shared/constants';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { arrivalAsked, REQUEST_EXPIRY_MS, stateOf } from '@servihogar/shared/solicitud-state';
import { and, eq, exists, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { notify } from '../notifications/notifications.service.ts';
import { refreshResponseStats, staleResponseStats } from './response-stats.ts';
import { arrivalMail, expiredMail, inboxLink, mineLink, overdueLeadsMail } from './solicitudes.mails.ts';
import {
  ARRIVAL_JOB,
  arrivalJobKey,
  clientName,
  inboxPath,
  mySolicitudPath,
  partiesOf,
} from './solicitudes.service.ts';

// The request loop's work that time makes due (decision 0031): the sweep finds it and enqueues one
// job per (request, kind); the handlers mail. A sweep looks back a week at most, so its scans stay
// small; whatever it missed for longer (every replica down for a week) is not mailed any more.

const LOOKBACK_MS = 7 * DAY_MS;
const EXPIRED_JOB = 'solicitudes.expired';
const OVERDUE_JOB = 'solicitudes.overdue-leads';
const SWEEP_BATCH = 200;

const noJob = (key: ReturnType<typeof sql>) =>
  sql`not exists (select 1 from ${jobs} where ${jobs.key} = ${key})`;

type Deps = Pick<AppDeps, 'jobs' | 'mailer' | 'publicUrl'>;

export function registerSolicitudJobs({ jobs: runner, mailer, publicUrl }: Deps): void {
  const one = async (tx: Db, id: unknown) => {
    const [row] = await tx
      .select()
      .from(solicitudes)
      .where(eq(solicitudes.id, String(id)));
    return row;
  };

  runner.handle(EXPIRED_JOB, async ({ id }, { tx, now }) => {
    const row = await one(tx, id);
    // Answered in the meantime (a job may run late): nothing expired.
    if (!row || stateOf(row, now) !== 'vencida') return;
    const { client, pro, proName, clientAccountId, proAccountId } = await partiesOf(tx, row);
    const expired = (userId: string, body: string, path: string) =>
      notify(tx, {
        userId,
        kind: 'expiry',
        title: msg.notifications.expiredTitle,
        body,
        path,
        solicitudId: row.id,
        now,
      });
    const toClient = await expired(
      clientAccountId,
      fillMessage(msg.notifications.expiredClientBody, { profesional: proName }),
      mySolicitudPath(row.id),
    );
    if (toClient.mail) {
      await mailer.send(
        expiredMail(
          client,
          `Tu pedido a ${proName} venció sin respuesta después de 72 horas. Podés buscar otro profesional en ServiHogar.`,
          mineLink(publicUrl, row.id),
          publicUrl,
        ),
        tx,
      );
    }
    const toPro = proAccountId
      ? await expired(
          proAccountId,
          fillMessage(msg.notifications.expiredProBody, { cliente: clientName(client) }),
          inboxPath(row.id),
        )
      : null;
    if (toPro?.mail !== false) {
      await mailer.send(
        expiredMail(
          { email: pro.email, nombre: pro.nombre },
          `El pedido de ${client.nombre} venció porque pasaron 72 horas sin respuesta.`,
          inboxLink(publicUrl, row.id),
          publicUrl,
        ),
        tx,
      );
    }
  });

  runner.handle(ARRIVAL_JOB, async ({ id }, { tx, now }) => {
    const row = await one(tx, id);
    if (!row || !arrivalAsked(row, now)) return;
    const { client, proName } = await partiesOf(tx, row);
    const told = await notify(tx, {
      userId: row.clientAccountId,
      kind: 'arrival',
      title: fillMessage(msg.notifications.arrivalTitle, { profesional: proName }),
      body: msg.notifications.arrivalBody,
      path: mySolicitudPath(row.id),
      solicitudId: row.id,
      now,
    });
    if (told.mail) await mailer.send(arrivalMail(client, proName, row.id, publicUrl), tx);
  });

  runner.handle(OVERDUE_JOB, async ({ professionalId }, { tx }) => {
    const [pro] = await tx
      .select({ email: professionals.email, nombre: professionals.nombre })
      .from(professionals)
      .where(eq(professionals.id, String(professionalId)));
    if (pro) await mailer.send(overdueLeadsMail(pro, publicUrl), tx);
  });

  runner.sweep('solicitudes', async (db, now) => {
    const expiredBy = new Date(now.getTime() - REQUEST_EXPIRY_MS);
    const expired = await db
      .select({ id: solicitudes.id })
      .from(solicitudes)
      .where(
        and(
          isNull(solicitudes.answeredAt),
          lte(solicitudes.createdAt, expiredBy),
          gt(solicitudes.createdAt, new Date(expiredBy.getTime() - LOOKBACK_MS)),
          noJob(sql`'request:' || ${solicitudes.id} || ':expired'`),
        ),
      )
      .limit(SWEEP_BATCH);
    for (const { id } of expired) {
      await enqueueJob(db, { kind: EXPIRED_JOB, key: `request:${id}:expired`, payload: { id } }, now);
    }

    // Accepted, never marked done, and its day has passed: ask the client too.
    const today = argentineDay(now);
    const weekAgo = argentineDay(new Date(now.getTime() - LOOKBACK_MS));
    const dayPassed = await db
      .select({ id: solicitudes.id })
      .from(solicitudes)
      .where(
        and(
          eq(solicitudes.answer, 'acepto'),
          isNull(solicitudes.arrived),
          isNull(solicitudes.doneAt),
          lt(solicitudes.whenDate, today),
          gte(solicitudes.whenDate, weekAgo),
          eq(solicitudes.flujoCompleto, false),
          noJob(sql`'request:' || ${solicitudes.id} || ':arrival'`),
        ),
      )
      .limit(SWEEP_BATCH);
    for (const { id } of dayPassed) {
      await enqueueJob(db, { kind: ARRIVAL_JOB, key: arrivalJobKey(id), payload: { id } }, now);
    }

    // Fee overdue (for at most a week) with requests still unanswered: one reminder per lapse.
    const overdue = await db
      .select({ id: professionals.id, paidUntil: professionals.paidUntil })
      .from(professionals)
      .where(
        and(
          lte(professionals.paidUntil, now),
          gt(professionals.paidUntil, new Date(now.getTime() - LOOKBACK_MS)),
          exists(
            db
              .select({ one: sql`1` })
              .from(solicitudes)
              .where(
                and(
                  eq(solicitudes.professionalId, professionals.id),
                  isNull(solicitudes.answeredAt),
                  gt(solicitudes.createdAt, expiredBy),
                ),
              ),
          ),
        ),
      )
      .limit(SWEEP_BATCH);
    for (const { id, paidUntil } of overdue) {
      await enqueueJob(
        db,
        {
          kind: OVERDUE_JOB,
          key: `professional:${id}:overdue-leads:${paidUntil!.getTime()}`,
          payload: { professionalId: id },
        },
        now,
      );
    }

    // The 90-day window moves on without events: refresh the summaries a day old.
    for (const id of await staleResponseStats(db, now, SWEEP_BATCH)) {
      await db.transaction((tx) => refreshResponseStats(tx, id, now));
    }
  });
}
