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
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/tables/bookings.table.ts';
import { calendarDaysOff, calendarHours, professionalCalendars } from '../../db/tables/calendar.table.ts';
import { rangeEnd, rangeStart, timeRange } from '../../db/time-range.ts';

// Issue 43, the database side of free time: read a professional's calendar and bookings, and hand
// them to shared/free-time.ts. What the bookings feature reads too (next free times for a 409).

/** A professional's calendar as the form shows it; null when it never saved one. */
export async function readCalendar(
  db: Db,
  professionalId: string,
  today: string,
): Promise<WorkCalendar | null> {
  const [calendar, hours, daysOff] = await Promise.all([
    db
      .select({ horizonDays: professionalCalendars.horizonDays })
      .from(professionalCalendars)
      .where(eq(professionalCalendars.professionalId, professionalId)),
    db
      .select()
      .from(calendarHours)
      .where(eq(calendarHours.professionalId, professionalId))
      .orderBy(asc(calendarHours.weekday), asc(calendarHours.startsMin)),
    db
      .select({ desde: calendarDaysOff.firstDay, hasta: calendarDaysOff.lastDay })
      .from(calendarDaysOff)
      .where(and(eq(calendarDaysOff.professionalId, professionalId), gte(calendarDaysOff.lastDay, today)))
      .orderBy(asc(calendarDaysOff.firstDay)),
  ]);
  if (!calendar[0]) return null;
  return {
    horario: hours.map((h) => ({
      dia: WEEK_DAYS[h.weekday]!,
      desde: clockText(h.startsMin),
      hasta: clockText(h.endsMin),
    })),
    diasLibres: daysOff,
    horizonteDias: calendar[0].horizonDays,
  };
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
  const rules = await calendarRules(db, professionalId, today);
  if (!rules) return [];
  const booked = await bookedIntervals(db, professionalId, dayStart(today), dayStart(addDays(today, days)));
  return nextFreeDays(rules, booked, now, days);
}
