import { randomUUID } from 'node:crypto';
import { ACTIVITY_WEEKS } from '@servihogar/shared/activity';
import { argentineDay } from '@servihogar/shared/calendar';
import { DAY_MS } from '@servihogar/shared/constants';
import { REVEAL_SOURCE, VIEW_SOURCES } from '@servihogar/shared/view-sources';
import type { favourites } from '../db/tables/favourites.table.ts';
import type { profileActivityDaily } from '../db/tables/profile-activity.table.ts';
import type { solicitudes } from '../db/tables/solicitudes.table.ts';
import type { CommentTarget } from './comment-rows.ts';

type ActivityRow = typeof profileActivityDaily.$inferInsert;
type SolicitudRow = typeof solicitudes.$inferInsert;
type FavouriteRow = typeof favourites.$inferInsert;

/** How often each source brings a view (the category lists most, a shared link seldom). */
const SOURCE_WEIGHTS: Record<(typeof VIEW_SOURCES)[number], number> = {
  categoria: 0.5,
  busqueda: 0.12,
  cercanos: 0.18,
  similares: 0.08,
  guardados: 0.04,
  enlace: 0.08,
};

/** A small deterministic generator (mulberry32), so the demo shows the same figures on every start. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How long each demo professional usually takes to answer, in minutes (hora, día, 2–3 días…). */
const ANSWER_MINUTES = [25, 4 * 60, 30 * 60, 15, 9 * 60];

/**
 * 12 weeks of history for the listed professionals (issue 28): daily views per source growing over
 * the weeks, and hire requests from the demo clients other than the first (whose two solicitudes
 * the journeys know), each one a contact reveal of its day, most of them answered at that
 * professional's usual pace (so "Responde rápido" and "Mi actividad" have something to show);
 * some of those clients saved them.
 */
export function buildActivityHistory(
  targets: readonly CommentTarget[],
  clientIds: readonly string[],
  now: Date,
): { activity: ActivityRow[]; solicitudes: SolicitudRow[]; favourites: FavouriteRow[] } {
  const activity: ActivityRow[] = [];
  const hires: SolicitudRow[] = [];
  const saved: FavouriteRow[] = [];
  const days = ACTIVITY_WEEKS * 7;
  targets.forEach((target, index) => {
    const next = random(index + 1);
    const popularity = 1 + next() * 5;
    // A stream of its own, so the views and requests above stay what they were.
    const answers = random(1000 + index);
    const pace = ANSWER_MINUTES[index % ANSWER_MINUTES.length]! * 60 * 1000;
    for (let ago = days - 1; ago >= 0; ago--) {
      const at = new Date(now.getTime() - ago * DAY_MS);
      if (at < target.listedSince) continue;
      const day = argentineDay(at);
      const growth = 1 + (days - ago) / days;
      for (const source of VIEW_SOURCES) {
        const views = Math.round(next() * popularity * growth * SOURCE_WEIGHTS[source] * 2);
        if (views > 0) activity.push({ professionalId: target.id, day, source, views, reveals: 0 });
      }
      if (clientIds.length > 0 && next() < 0.04 * popularity) {
        const clientAccountId = clientIds[Math.floor(next() * clientIds.length)]!;
        hires.push({
          id: randomUUID(),
          clientAccountId,
          professionalId: target.id,
          categorySlug: target.categorySlug,
          createdAt: at,
          ...answered(at, pace * (0.5 + answers()), answers() < 0.8, now),
        });
        activity.push({ professionalId: target.id, day, source: REVEAL_SOURCE, views: 0, reveals: 1 });
        const already = saved.some(
          (f) => f.clientAccountId === clientAccountId && f.professionalId === target.id,
        );
        if (!already && next() < 0.5)
          saved.push({ clientAccountId, professionalId: target.id, createdAt: at });
      }
    }
  });
  return { activity, solicitudes: hires, favourites: saved };
}

/** The professional's acceptance `afterMs` later, when they answer and that moment has come. */
function answered(at: Date, afterMs: number, answers: boolean, now: Date): Partial<SolicitudRow> {
  const answeredAt = new Date(at.getTime() + afterMs);
  return answers && answeredAt <= now ? { answer: 'acepto', answeredAt } : {};
}
