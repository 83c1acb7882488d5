import { DAY_MS } from './constants.ts';

// The one calendar of the marketplace: Tucumán's (America/Argentina/Tucuman). Argentina keeps UTC−3
// all year with no daylight saving time (since 2009), so the arithmetic below is a fixed offset; a
// unit test checks it against the IANA zone. A day is `YYYY-MM-DD`, a week is named by its Monday,
// a time of day is minutes after midnight (0…1440). Nothing else in the project writes the offset.

/** The zone every date is shown and computed in (Intl, iCalendar's TZID). */
export const TIME_ZONE = 'America/Argentina/Tucuman';
/** UTC−3: Tucumán's clock is this far behind UTC. */
export const ARGENTINA_OFFSET_MS = 3 * 60 * 60 * 1000;
/** '-03:00', the offset as ISO 8601 writes it. */
export const ARGENTINA_OFFSET = '-03:00';
export const MINUTES_PER_DAY = 24 * 60;
const MINUTE_MS = 60_000;

/** The Tucumán date of an instant, `YYYY-MM-DD`. */
export const argentineDay = (instant: Date): string =>
  new Date(instant.getTime() - ARGENTINA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Tucumán day (`YYYY-MM-DD`) starts, 03:00 UTC. */
export const dayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) + ARGENTINA_OFFSET_MS);

/** The instant the Tucumán day of `at` starts. */
export const argentineDayStart = (at: Date): Date => dayStart(argentineDay(at));

/** The Tucumán year of an instant (a year starts on 1 January at 03:00 UTC). */
export const argentineYear = (at: Date): number => Number(argentineDay(at).slice(0, 4));

/** Noon of a Tucumán day, as an ISO string with its offset: a day to hand to a date formatter. */
export const dayNoon = (day: string): string => `${day}T12:00:00${ARGENTINA_OFFSET}`;

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The day of the week, Monday 0 … Sunday 6 (the order of finding.ts's WEEK_DAYS). */
export const weekdayOf = (day: string): number => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The instant `minutes` after a Tucumán day's midnight (1440 is the next midnight). */
export const instantAt = (day: string, minutes: number): Date =>
  new Date(dayStart(day).getTime() + minutes * MINUTE_MS);

/** The Tucumán time of day of an instant, in minutes after midnight. */
export const minutesOfDay = (instant: Date): number =>
  Math.floor((instant.getTime() - argentineDayStart(instant).getTime()) / MINUTE_MS);

/** 540 → '09:00', 1440 → '24:00'. */
export const clockText = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** '09:00' → 540, '24:00' → 1440; null for anything else. */
export function clockMinutes(text: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= MINUTES_PER_DAY ? minutes : null;
}

/** An instant with Tucumán's offset: '2026-12-05T09:00:00-03:00'. */
export const argentineIso = (instant: Date): string =>
  `${new Date(instant.getTime() - ARGENTINA_OFFSET_MS).toISOString().slice(0, 19)}${ARGENTINA_OFFSET}`;

/** The Monday of a day's week. */
export const mondayOf = (day: string): string => addDays(day, -weekdayOf(day));

/** The Mondays of the last `count` weeks, oldest first; the last one is the current week's. */
export function lastWeeks(now: Date, count: number): string[] {
  const current = mondayOf(argentineDay(now));
  return Array.from({ length: count }, (_, i) => addDays(current, -7 * (count - 1 - i)));
}
