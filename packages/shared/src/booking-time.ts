import { ARGENTINA_OFFSET_MS, argentineIso, TIME_ZONE } from './calendar.ts';
import { DAY_MS } from './constants.ts';

// Issue 43: the rules of a booked time and of a recurring series, without zod (the web's request
// form and the API share them), on the one Tucumán calendar (calendar.ts).

export const TUCUMAN_TZ = TIME_ZONE;
const OFFSET_MS = ARGENTINA_OFFSET_MS;

export const BOOKING_MIN_MINUTES = 30;
/** A series keeps this many weeks booked ahead, rolled forward nightly. */
export const SERIES_WEEKS_AHEAD = 8;
/** A change with less notice than this is "late" (admins see it beside the response signal). */
export const LATE_NOTICE_MS = DAY_MS;

export const RECURRENCES = ['semanal', 'quincenal', 'mensual'] as const;
export type Recurrence = (typeof RECURRENCES)[number];
export const RECURRENCE_LABELS: Record<Recurrence, string> = {
  semanal: 'Cada semana',
  quincenal: 'Cada 2 semanas',
  mensual: 'Cada mes',
};

/** A series is offered where the professional offers the service `semanal` or `mensual`. */
export const recurrenceOffered = (flags: { semanal: boolean; mensual: boolean }): boolean =>
  flags.semanal || flags.mensual;

/** The wall-clock parts of an instant in Tucumán. */
export function tucumanParts(at: Date) {
  const local = new Date(at.getTime() - OFFSET_MS);
  return {
    date: local.toISOString().slice(0, 10),
    time: local.toISOString().slice(11, 16),
    weekday: local.getUTCDay(),
  };
}

/** `2026-12-05T09:00:00-03:00`: an instant written with Tucumán's offset (what the API sends). */
export const tucumanIso = argentineIso;

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** "sábado 5/12, 09:00": a booked time as people read it. */
export function bookingText(at: Date): string {
  const { date, time, weekday } = tucumanParts(at);
  const [, m, d] = date.split('-');
  return `${WEEKDAYS[weekday]} ${Number(d)}/${Number(m)}, ${time}`;
}

/** "Cada semana, sábado 09:00". */
export function seriesText(every: Recurrence, start: Date): string {
  const { time, weekday } = tucumanParts(start);
  return `${RECURRENCE_LABELS[every]}, ${WEEKDAYS[weekday]} ${time}`;
}

/** The n-th occurrence of a series (0 is its start), in Tucumán's wall clock. */
export function occurrence(every: Recurrence, start: Date, n: number): Date {
  if (every !== 'mensual') return new Date(start.getTime() + n * (every === 'semanal' ? 7 : 14) * DAY_MS);
  const local = new Date(start.getTime() - OFFSET_MS);
  const month = local.getUTCMonth() + n;
  const shifted = new Date(
    Date.UTC(local.getUTCFullYear(), month, local.getUTCDate(), local.getUTCHours(), local.getUTCMinutes()),
  );
  // The 31st has no place in a 30-day month: that month's visit falls on its last day.
  const last = new Date(
    Date.UTC(local.getUTCFullYear(), month + 1, 0, local.getUTCHours(), local.getUTCMinutes()),
  );
  return new Date(Math.min(shifted.getTime(), last.getTime()) + OFFSET_MS);
}

/** The occurrences of a series starting before `until`, in order. */
export function occurrencesUntil(every: Recurrence, start: Date, until: Date): Date[] {
  const out: Date[] = [];
  for (let n = 0; ; n++) {
    const at = occurrence(every, start, n);
    if (at >= until) return out;
    out.push(at);
  }
}

/** Whether a change to a visit at `start` made at `now` comes with less than 24 hours' notice. */
export const isLate = (start: Date, now: Date): boolean => start.getTime() - now.getTime() < LATE_NOTICE_MS;
