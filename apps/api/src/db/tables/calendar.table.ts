import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { primaryId, timestamptz } from '../columns.ts';
import { professionalColumn } from './references.ts';

// Issue 43: a professional's calendar, in Tucumán time (shared/calendar.ts). Free time is the
// weekly hours minus the days off minus the bookings (shared/free-time.ts, features/calendar).

/** How far ahead a professional takes bookings; a professional without a row has no limit. */
export const professionalCalendars = pgTable(
  'professional_calendars',
  {
    professionalId: professionalColumn().primaryKey(),
    horizonDays: smallint('horizon_days').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('professional_calendars_horizon', sql`${t.horizonDays} between 1 and 365`)],
);

/**
 * Weekly hours: one row per range of a day of the week (lun = 0 … dom = 6), in minutes after
 * Tucumán's midnight, `[starts, ends)`; a range never crosses midnight (a night shift is two ranges,
 * 22:00–24:00 and 00:00–06:00 of the next day). Ranges of one day never overlap (shared schema).
 */
export const calendarHours = pgTable(
  'calendar_hours',
  {
    professionalId: professionalColumn(),
    weekday: smallint('weekday').notNull(),
    startsMin: smallint('starts_min').notNull(),
    endsMin: smallint('ends_min').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.weekday, t.startsMin] }),
    check('calendar_hours_weekday', sql`${t.weekday} between 0 and 6`),
    check(
      'calendar_hours_range',
      sql`0 <= ${t.startsMin} and ${t.startsMin} < ${t.endsMin} and ${t.endsMin} <= 1440`,
    ),
  ],
);

/** Days off and vacations: Tucumán days, both ends included. */
export const calendarDaysOff = pgTable(
  'calendar_days_off',
  {
    id: primaryId(),
    professionalId: professionalColumn(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('calendar_days_off_professional_idx').on(t.professionalId, t.lastDay, t.firstDay),
    check('calendar_days_off_order', sql`${t.firstDay} <= ${t.lastDay}`),
  ],
);

/**
 * Per professional and Tucumán day, the minutes its active bookings take: what "Disponible el
 * {fecha}" compares with the day's weekly hours (a day is full when they are all booked). Kept by
 * the trigger `bookings_booked_days` (migration) by adding and subtracting, so concurrent bookings
 * of one day never lose a sum; never written by the app. Days without bookings have no row.
 */
export const calendarBookedDays = pgTable(
  'calendar_booked_days',
  {
    professionalId: professionalColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    bookedMinutes: integer('booked_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.professionalId, t.day] })],
);

/**
 * The Tucumán days a professional takes no booking at all: a day off or vacation, or a day whose
 * weekly hours are all booked. What "Disponible el {fecha}" probes, one primary-key lookup per
 * candidate listing row (decision 0072). Kept by triggers (migration 0035,
 * `calendar_refresh_closed_days`) from `calendar_days_off`, `calendar_booked_days` and
 * `calendar_hours`; never written by the app.
 */
export const calendarClosedDays = pgTable(
  'calendar_closed_days',
  {
    professionalId: professionalColumn(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.professionalId, t.day] })],
);
