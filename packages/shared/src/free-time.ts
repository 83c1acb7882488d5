import {
  addDays,
  argentineDay,
  clockText,
  dayStart,
  instantAt,
  MINUTES_PER_DAY,
  weekdayOf,
} from './calendar.ts';
import { TIME_SLOTS, type TimeSlot } from './finding.ts';

// Issue 43: free time is the weekly hours minus the days off minus the bookings, in Tucumán time.
// Pure: the API reads the rows (features/calendar/free-times.ts) and hands them here.

/** A range of minutes of a day, `[desde, hasta)`, 0 ≤ desde < hasta ≤ 1440 (never past midnight). */
export type MinuteRange = { desde: number; hasta: number };
/** A range of instants, `[start, end)`, in epoch milliseconds. */
export type Interval = { start: number; end: number };
/** Days off and vacations: Tucumán days, both ends included. */
export type DayRange = { desde: string; hasta: string };

export type CalendarRules = {
  /** Weekly hours, Monday (0) to Sunday (6), each day's ranges sorted and apart. */
  week: readonly (readonly MinuteRange[])[];
  daysOff: readonly DayRange[];
  /** How many days ahead bookings are taken (today is day 0); null: no limit. */
  horizonDays: number | null;
};

/** The profile shows the next free times of this many days. */
export const FREE_DAYS_SHOWN = 14;
/** Free time shorter than this is not offered. */
export const MIN_FREE_MINUTES = 30;
/** Free time starts on a multiple of this many minutes. */
const STEP_MINUTES = 15;

/** The minutes of a day each franja holds: mañana until 13:00, tarde until 19:00, noche to midnight. */
export const TIME_SLOT_MINUTES: Record<TimeSlot, MinuteRange> = {
  manana: { desde: 0, hasta: 13 * 60 },
  tarde: { desde: 13 * 60, hasta: 19 * 60 },
  noche: { desde: 19 * 60, hasta: MINUTES_PER_DAY },
};

/** A free stretch of a day within one franja: '09:00'–'13:00'. */
export type FreeSlot = { franja: TimeSlot; desde: string; hasta: string; start: string; end: string };
export type FreeDay = { dia: string; franjas: FreeSlot[] };

/** Whether a Tucumán day is a day off. */
export const isDayOff = (rules: Pick<CalendarRules, 'daysOff'>, day: string): boolean =>
  rules.daysOff.some((off) => off.desde <= day && day <= off.hasta);

/** Whether a day is past the horizon counted from `today`. */
const pastHorizon = (rules: CalendarRules, today: string, day: string): boolean =>
  rules.horizonDays !== null && day > addDays(today, rules.horizonDays);

/** `ranges` minus `taken`, both sorted or not; the result sorted. */
export function subtract(ranges: readonly Interval[], taken: readonly Interval[]): Interval[] {
  let free = [...ranges].sort((a, b) => a.start - b.start);
  for (const t of taken) {
    free = free.flatMap((r) => {
      if (t.end <= r.start || r.end <= t.start) return [r];
      const parts: Interval[] = [];
      if (r.start < t.start) parts.push({ start: r.start, end: t.start });
      if (t.end < r.end) parts.push({ start: t.end, end: r.end });
      return parts;
    });
  }
  return free;
}

/** A day's declared hours as instants, before days off and bookings. */
export function declaredIntervals(rules: CalendarRules, day: string): Interval[] {
  return (rules.week[weekdayOf(day)] ?? []).map((r) => ({
    start: instantAt(day, r.desde).getTime(),
    end: instantAt(day, r.hasta).getTime(),
  }));
}

const STEP_MS = STEP_MINUTES * 60_000;

/**
 * The free intervals of one Tucumán day from `now` on: the day's hours (none on a day off or past
 * the horizon) minus the bookings, each starting on a quarter hour and at least MIN_FREE_MINUTES
 * long.
 */
export function freeIntervals(
  rules: CalendarRules,
  bookings: readonly Interval[],
  day: string,
  now: Date,
): Interval[] {
  const today = argentineDay(now);
  if (day < today || isDayOff(rules, day) || pastHorizon(rules, today, day)) return [];
  const notBefore = Math.ceil(now.getTime() / STEP_MS) * STEP_MS;
  return subtract(declaredIntervals(rules, day), bookings)
    .map((r) => ({ start: Math.max(r.start, notBefore), end: r.end }))
    .filter((r) => r.end - r.start >= MIN_FREE_MINUTES * 60_000);
}

/** Whether a professional has any free time on a Tucumán day: the list's "Disponible el {fecha}". */
export const isFreeOn = (rules: CalendarRules, bookings: readonly Interval[], day: string, now: Date) =>
  freeIntervals(rules, bookings, day, now).length > 0;

/** One day's free intervals split by franja (a stretch across 13:00 is shown in both). */
export function byFranja(day: string, intervals: readonly Interval[]): FreeSlot[] {
  const midnight = dayStart(day).getTime();
  const slots: FreeSlot[] = [];
  for (const franja of TIME_SLOTS) {
    const bounds = TIME_SLOT_MINUTES[franja];
    for (const r of intervals) {
      const start = Math.max(r.start, midnight + bounds.desde * 60_000);
      const end = Math.min(r.end, midnight + bounds.hasta * 60_000);
      if (end - start < MIN_FREE_MINUTES * 60_000) continue;
      slots.push({
        franja,
        desde: clockText((start - midnight) / 60_000),
        hasta: clockText((end - midnight) / 60_000),
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
      });
    }
  }
  return slots;
}

/** The next `days` Tucumán days (today first) that have free time, by franja. */
export function nextFreeDays(
  rules: CalendarRules,
  bookings: readonly Interval[],
  now: Date,
  days: number = FREE_DAYS_SHOWN,
): FreeDay[] {
  const today = argentineDay(now);
  return Array.from({ length: days }, (_, i) => addDays(today, i))
    .map((dia) => ({ dia, franjas: byFranja(dia, freeIntervals(rules, bookings, dia, now)) }))
    .filter((d) => d.franjas.length > 0);
}
