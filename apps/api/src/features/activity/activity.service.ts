import { ACTIVITY_WEEKS, type MyActivity } from '@servihogar/shared/activity';
import { dayStart, lastWeeks } from '@servihogar/shared/calendar';
import { REQUEST_EXPIRY_MS } from '@servihogar/shared/solicitud-state';
import { REVEAL_SOURCE, VIEW_SOURCES, type ViewSource } from '@servihogar/shared/view-sources';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { argentineWeekOf } from '../../db/sql-helpers.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { AppError } from '../../lib/errors.ts';

type WeekCount = { semana: string; n: number };

/**
 * Rows per week of one of the professional's tables whose `at` column falls since `from`; `since`
 * bounds created_at too, so the scan stays one range of the (professional_id, created_at) index.
 */
const perWeek = (
  db: Db,
  table: string,
  professionalId: string,
  from: Date,
  at: 'created_at' | 'answered_at' = 'created_at',
  since: Date = from,
) =>
  db
    .execute<WeekCount>(
      sql`select ${argentineWeekOf(sql`${sql.identifier(at)}`)} as semana, count(*)::int as n
          from ${sql.identifier(table)}
          where professional_id = ${professionalId} and created_at >= ${since.toISOString()}
            and ${sql.identifier(at)} >= ${from.toISOString()}
          group by 1`,
    )
    .then((result) => result.rows);

/**
 * "Mi actividad": the caller's own professional, week by week over the last ACTIVITY_WEEKS weeks
 * (the current one last): views and reveals from the daily counts, hire requests received (by
 * their day) and answered (by the day of the answer), favourites gained, and the mean rating at
 * each week's end.
 */
export async function myActivity(db: Db, accountId: string, now: Date): Promise<MyActivity> {
  const [pro] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.accountId, accountId));
  if (!pro) throw new AppError('NOT_FOUND');
  const weeks = lastWeeks(now, ACTIVITY_WEEKS);
  const firstDay = weeks[0]!;
  const from = dayStart(firstDay);

  // A request is answered only while Nueva: one answered in the period was made at most that earlier.
  const askedSince = new Date(from.getTime() - REQUEST_EXPIRY_MS);
  const [counts, requests, answers, saved, stars] = await Promise.all([
    db
      .execute<{ semana: string; source: string; views: number; reveals: number }>(
        sql`select to_char(date_trunc('week', day), 'YYYY-MM-DD') as semana, source,
                   sum(views)::int as views, sum(reveals)::int as reveals
            from profile_activity_daily
            where professional_id = ${pro.id} and day >= ${firstDay}::date
            group by 1, 2`,
      )
      .then((result) => result.rows),
    perWeek(db, 'solicitudes', pro.id, from),
    perWeek(db, 'solicitudes', pro.id, from, 'answered_at', askedSince),
    perWeek(db, 'favourites', pro.id, from),
    // Stars before the period (semana null) and per week, for the running mean.
    db
      .execute<{ semana: string | null; total: number; n: number }>(
        sql`select case when created_at >= ${from.toISOString()} then ${argentineWeekOf(sql.raw('created_at'))} end as semana,
                   sum(calificacion)::int as total, count(*)::int as n
            from comments
            where professional_id = ${pro.id}
            group by 1`,
      )
      .then((result) => result.rows),
  ]);

  const byWeek = (rows: WeekCount[]) => new Map(rows.map((r) => [r.semana, r.n]));
  const requestsByWeek = byWeek(requests);
  const answersByWeek = byWeek(answers);
  const savedByWeek = byWeek(saved);
  const starsByWeek = new Map(stars.map((r) => [r.semana, r]));
  const earlier = starsByWeek.get(null);
  let total = earlier?.total ?? 0;
  let rated = earlier?.n ?? 0;
  const sourceViews = new Map<ViewSource, number>();

  const result = weeks.map((semana) => {
    let vistas = 0;
    let contactos = 0;
    for (const row of counts) {
      if (row.semana !== semana) continue;
      vistas += row.views;
      contactos += row.reveals;
    }
    const week = starsByWeek.get(semana);
    total += week?.total ?? 0;
    rated += week?.n ?? 0;
    return {
      semana,
      vistas,
      contactos,
      solicitudes: requestsByWeek.get(semana) ?? 0,
      respondidas: answersByWeek.get(semana) ?? 0,
      favoritos: savedByWeek.get(semana) ?? 0,
      calificacion: rated > 0 ? Math.round((total / rated) * 10) / 10 : null,
    };
  });
  for (const row of counts) {
    if (row.source === REVEAL_SOURCE || row.views === 0) continue;
    const source = row.source as ViewSource;
    if (VIEW_SOURCES.includes(source)) sourceViews.set(source, (sourceViews.get(source) ?? 0) + row.views);
  }
  const sources = [...sourceViews]
    .map(([source, vistas]) => ({ source, vistas }))
    .sort((a, b) => b.vistas - a.vistas);
  return { weeks: result, sources };
}
