import { addDays, argentineDay, clockMinutes, clockText, dayStart } from '@servihogar/shared/calendar';
import { WEEK_DAYS } from '@servihogar/shared/finding';
import {
  type CalendarRules,
  FREE_DAYS_SHOWN,
  type FreeDay,
  type Interval,
  nextFreeDays,
} from '@servihogar/shared/free-time';
import { rulesOf, type WorkCalendar } from '@servihogar/shared/work-calendar';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/tables/bookings.table.ts';
import { calendarDaysOff, calendarHours, professionalCalendars } from '../../db/tables/calendar.table.ts';
import { rangeEnd, rangeStart, timeRange } from '../../db/time-range.ts';

// Issue 43, the database side of free time: read a professional's calendar and bookings, and hand
// them to shared/free-time.ts. What the bookings feature reads too (next free times for a 409).

type HourRow = { weekday: number; startsMin: number; endsMin: number };
type Window = { from: Date; to: Date };

/**
 * A professional's calendar (and, with `window`, its active bookings overlapping it) in one
 * statement: the horizon's primary-key row with its hours, days off from `today` and bookings as
 * JSON arrays, so free times cost one round trip. Null when it never saved a calendar.
 */
async function calendarWithBookings(db: Db, professionalId: string, today: string, window?: Window) {
  const h = calendarHours;
  const off = calendarDaysOff;
  const b = bookings;
  const [row] = await db
    .select({
      horizonDays: professionalCalendars.horizonDays,
      hours: sql<HourRow[]>`coalesce((select json_agg(json_build_object('weekday', ${h.weekday},
        'startsMin', ${h.startsMin}, 'endsMin', ${h.endsMin}) order by ${h.weekday}, ${h.startsMin})
        from ${h} where ${h.professionalId} = ${professionalId}), '[]')`,
      daysOff: sql<{ desde: string; hasta: string }[]>`coalesce((select json_agg(json_build_object(
        'desde', ${off.firstDay}, 'hasta', ${off.lastDay}) order by ${off.firstDay})
        from ${off} where ${off.professionalId} = ${professionalId} and ${off.lastDay} >= ${today}), '[]')`,
      booked: window
        ? sql<{ start: string; end: string }[]>`coalesce((select json_agg(json_build_object(
            'start', lower(${b.during}), 'end', upper(${b.during})))
            from ${b} where ${b.professionalId} = ${professionalId} and ${b.active}
            and ${b.during} && ${timeRange(window.from, window.to)}), '[]')`
        : sql<null>`null`,
    })
    .from(professionalCalendars)
    .where(eq(professionalCalendars.professionalId, professionalId));
  if (!row) return null;
  const calendar: WorkCalendar = {
    horario: row.hours.map((r) => ({
      dia: WEEK_DAYS[r.weekday]!,
      desde: clockText(r.startsMin),
      hasta: clockText(r.endsMin),
    })),
    diasLibres: row.daysOff,
    horizonteDias: row.horizonDays,
  };
  const booked = (row.booked ?? []).map((r) => ({ start: Date.parse(r.start), end: Date.parse(r.end) }));
  return { calendar, booked };
}

/** A professional's calendar as the form shows it; null when it never saved one. */
export async function readCalendar(
  db: Db,
  professionalId: string,
  today: string,
): Promise<WorkCalendar | null> {
  return (await calendarWithBookings(db, professionalId, today))?.calendar ?? null;
}

/** The rows of a calendar (weekday 0 = lun), as saveCalendar writes them. */
export const hourRowsOf = (professionalId: string, calendar: WorkCalendar) =>
  calendar.horario.map((r) => ({
    professionalId,
    weekday: WEEK_DAYS.indexOf(r.dia),
    startsMin: clockMinutes(r.desde)!,
    endsMin: clockMinutes(r.hasta)!,
  }));

/** A professional's free-time rules; null when it has no calendar (no free time to offer). */
export async function calendarRules(
  db: Db,
  professionalId: string,
  today: string,
): Promise<CalendarRules | null> {
  const calendar = await readCalendar(db, professionalId, today);
  return calendar && rulesOf(calendar);
}

/** The active bookings of a professional overlapping `[from, to)` (the exclusion index serves it). */
export async function bookedIntervals(
  db: Db,
  professionalId: string,
  from: Date,
  to: Date,
): Promise<Interval[]> {
  const rows = await db
    .select({ start: rangeStart(bookings.during), end: rangeEnd(bookings.during) })
    .from(bookings)
    .where(
      and(
        eq(bookings.professionalId, professionalId),
        eq(bookings.active, true),
        sql`${bookings.during} && ${timeRange(from, to)}`,
      ),
    );
  return rows.map((r) => ({ start: r.start.getTime(), end: r.end.getTime() }));
}

/** The next `days` Tucumán days' free time by franja (today first); empty without a calendar. */
export async function nextFreeTimes(
  db: Db,
  professionalId: string,
  now: Date,
  days: number = FREE_DAYS_SHOWN,
): Promise<FreeDay[]> {
  const today = argentineDay(now);
  const window = { from: dayStart(today), to: dayStart(addDays(today, days)) };
  const found = await calendarWithBookings(db, professionalId, today, window);
  if (!found) return [];
  return nextFreeDays(rulesOf(found.calendar), found.booked, now, days);
}
