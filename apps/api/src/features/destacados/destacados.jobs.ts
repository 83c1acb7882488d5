import { DESTACADO_RULE_KEYS, ruleTexts } from '@servihogar/shared/badges';
import { argentineDay } from '@servihogar/shared/calendar';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { notify } from '../notifications/notifications.service.ts';
import { type Flipped, recomputeChunk } from './standings.sql.ts';

export const RECOMPUTE_JOB = 'destacados.recompute';
/** Professionals per job: one statement each, well inside the statement timeout at 1 M (bench). */
export const RECOMPUTE_CHUNK = 5000;
/** The nightly run starts from 03:00 in Tucumán, when the site is quietest. */
const NIGHT_HOUR = 3;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';
const argentineHour = (now: Date) => new Date(now.getTime() - 3 * 3_600_000).getUTCHours();

async function tell(tx: Db, who: Flipped, now: Date) {
  if (!who.accountId) return;
  const texts = ruleTexts();
  const why = DESTACADO_RULE_KEYS.filter((k) => who.lostRules.includes(k)).map((k) => texts[k]);
  await notify(tx, {
    userId: who.accountId,
    kind: 'badge_notice',
    title: who.destacado ? msg.badges.wonTitle : msg.badges.lostTitle,
    body: who.destacado
      ? msg.badges.trackerHave
      : fillMessage(msg.badges.trackerLost, { fecha: formatLongDate(now), motivos: why.join('; ') }),
    path: '/dash/miActividad',
    now,
  });
}

/**
 * The nightly recomputation (decision 0067): a sweep enqueues the day's first chunk, keyed by the
 * Tucumán day; each chunk job recomputes RECOMPUTE_CHUNK professionals set-based, tells those who
 * won or lost the badge, and enqueues the next chunk keyed by its first id, so a retried or
 * doubled run never repeats a chunk.
 */
export function registerDestacadoJobs({ jobs }: Pick<AppDeps, 'jobs'>): void {
  jobs.handle(RECOMPUTE_JOB, async ({ day, after }, { tx, now }) => {
    const done = await recomputeChunk(tx, now, String(after), RECOMPUTE_CHUNK);
    for (const who of done.flipped) await tell(tx, who, now);
    if (done.counted === RECOMPUTE_CHUNK && done.last) {
      await jobs.enqueue(tx, {
        kind: RECOMPUTE_JOB,
        key: `destacados:${day}:${done.last}`,
        payload: { day, after: done.last },
      });
    }
  });
  jobs.sweep('destacados-nightly', async (db, now) => {
    if (argentineHour(now) < NIGHT_HOUR) return;
    const day = argentineDay(now);
    await enqueueJob(
      db,
      { kind: RECOMPUTE_JOB, key: `destacados:${day}:${FIRST_ID}`, payload: { day, after: FIRST_ID } },
      now,
    );
  });
}
