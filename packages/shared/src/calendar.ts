import { DAY_MS } from './constants.ts';

// The Argentine calendar (UTC−3 all year, no daylight saving time), for figures counted per day and
// week: a day is `YYYY-MM-DD`, a week is named by its Monday.

export const ARGENTINA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Argentine date of an instant, `YYYY-MM-DD`. */
export const argentineDay = (instant: Date): string =>
  new Date(instant.getTime() - ARGENTINA_OFFSET_MS).toISOString().slice(0, 10);

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the last `count` weeks, oldest first; the last one is the current week's. */
export function lastWeeks(now: Date, count: number): string[] {
  const current = new Date(`${mondayOf(argentineDay(now))}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) =>
    new Date(current - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}
