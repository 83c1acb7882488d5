import { daysBetween, weekdayOf } from '@servihogar/shared/calendar';
import { toBits, WEEK_DAYS } from '@servihogar/shared/finding';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  calendarBookedDays,
  calendarDaysOff,
  calendarHours,
  professionalCalendars,
} from '../../db/tables/calendar.table.ts';

/**
 * "Disponible el {fecha}" (issue 43) as SQL on a listing row: the real calendar, declared hours
 * minus days off minus bookings, for a Tucumán day from `today` on.
 *
 * - hours that weekday: the row's `available_days` bits, which saving a calendar sets from its hours
 *   (a professional who never saved one is judged by the weekdays it declared);
 * - no day off or vacation covering the day, and the day within the professional's horizon;
 * - the day not fully booked: its booked minutes (calendar_booked_days, kept by a trigger) below the
 *   day's declared minutes. Bookings lie within the hours (the bookings feature refuses others).
 *
 * Each is a primary-key or index probe per candidate row, so the page still walks its sort's index:
 * `offset 0` keeps each NOT EXISTS a subplan, which the planner would otherwise turn into an anti-join
 * reading every row of the day (or every horizon) before the first card.
 */
export function availableOnCondition(
  row: { professionalId: AnyPgColumn; availableDays: AnyPgColumn },
  day: string,
  today: string,
): SQL {
  if (day < today) return sql`false`;
  const weekday = weekdayOf(day);
  const ahead = daysBetween(today, day);
  const off = calendarDaysOff;
  const booked = calendarBookedDays;
  const hours = calendarHours;
  const cal = professionalCalendars;
  return and(
    sql`(${row.availableDays} & ${toBits(WEEK_DAYS, [WEEK_DAYS[weekday]!])}) <> 0`,
    sql`not exists (select 1 from ${off} where ${off.professionalId} = ${row.professionalId}
      and ${off.lastDay} >= ${day}::date and ${off.firstDay} <= ${day}::date offset 0)`,
    sql`not exists (select 1 from ${cal} where ${cal.professionalId} = ${row.professionalId}
      and ${cal.horizonDays} < ${ahead} offset 0)`,
    sql`not exists (select 1 from ${booked} where ${booked.professionalId} = ${row.professionalId}
      and ${booked.day} = ${day}::date
      and ${booked.bookedMinutes} >= (select coalesce(sum(${hours.endsMin} - ${hours.startsMin}), 0)
        from ${hours} where ${hours.professionalId} = ${row.professionalId} and ${hours.weekday} = ${weekday})
      offset 0)`,
  )!;
}
