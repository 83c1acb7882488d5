import { daysBetween, weekdayOf } from '@servihogar/shared/calendar';
import { toBits, WEEK_DAYS } from '@servihogar/shared/finding';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { calendarClosedDays, professionalCalendars } from '../../db/tables/calendar.table.ts';

/**
 * "Disponible el {fecha}" (issue 43) as SQL on a listing row: the real calendar, declared hours
 * minus days off minus bookings, for a Tucumán day from `today` on.
 *
 * - hours that weekday: the row's `available_days` bits, which saving a calendar sets from its hours
 *   (a professional who never saved one is judged by the weekdays it declared);
 * - the day not closed: no row in `calendar_closed_days` (a day off or vacation, or every weekly
 *   hour of the day booked; kept by triggers, decision 0072). Bookings lie within the hours (the
 *   bookings feature refuses others);
 * - the day within the professional's horizon.
 *
 * Two primary-key probes per candidate row, so the page still walks its sort's index: `offset 0`
 * keeps each NOT EXISTS a subplan, which the planner would otherwise turn into an anti-join reading
 * every closed row of the day (or every horizon) before the first card.
 */
export function availableOnCondition(
  row: { professionalId: AnyPgColumn; availableDays: AnyPgColumn },
  day: string,
  today: string,
): SQL {
  if (day < today) return sql`false`;
  const weekday = weekdayOf(day);
  const ahead = daysBetween(today, day);
  const closed = calendarClosedDays;
  const cal = professionalCalendars;
  return and(
    sql`(${row.availableDays} & ${toBits(WEEK_DAYS, [WEEK_DAYS[weekday]!])}) <> 0`,
    sql`not exists (select 1 from ${closed} where ${closed.professionalId} = ${row.professionalId}
      and ${closed.day} = ${day}::date offset 0)`,
    sql`not exists (select 1 from ${cal} where ${cal.professionalId} = ${row.professionalId}
      and ${cal.horizonDays} < ${ahead} offset 0)`,
  )!;
}
