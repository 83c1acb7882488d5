import { bookingText } from '@servihogar/shared/booking-time';
import { addDays, argentineDay, dayStart } from '@servihogar/shared/calendar';
import { fillMessage } from '@servihogar/shared/format';
import { FREE_DAYS_SHOWN, freeIntervals, type Interval } from '@servihogar/shared/free-time';
import * as msg from '@servihogar/shared/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { bookedIntervals, calendarRules } from '../calendar/calendar.service.ts';
import { isOverlap } from './booking-store.ts';

const PROPOSALS = 3;
const STEP_MS = 30 * 60_000;
const MINUTE_MS = 60_000;

/**
 * The next free starts of `minutes` for the professional from `from` on (at most 3, within the next
 * 14 days), on the half hour, inside the calendar's hours minus its bookings. A professional who
 * never saved a calendar is free 08:00–20:00 every day but for the bookings.
 */
export async function nextFreeStarts(
  db: Db,
  professionalId: string,
  from: Date,
  minutes: number,
  now: Date,
): Promise<Date[]> {
  const first = argentineDay(from > now ? from : now);
  const days = Array.from({ length: FREE_DAYS_SHOWN }, (_, i) => addDays(first, i));
  const rules = (await calendarRules(db, professionalId, argentineDay(now))) ?? {
    week: Array.from({ length: 7 }, () => [{ desde: 8 * 60, hasta: 20 * 60 }]),
    daysOff: [],
    horizonDays: null,
  };
  const booked = await bookedIntervals(
    db,
    professionalId,
    dayStart(first),
    dayStart(addDays(first, days.length)),
  );
  const out: Date[] = [];
  for (const day of days) {
    for (const free of freeIntervals(rules, booked, day, now)) {
      const start = Math.ceil(Math.max(free.start, from.getTime()) / STEP_MS) * STEP_MS;
      for (let at = start; at + minutes * MINUTE_MS <= free.end; at += STEP_MS) {
        out.push(new Date(at));
        if (out.length === PROPOSALS) return out;
      }
    }
  }
  return out;
}

/**
 * Whether `[start, end)` lies inside one stretch of the professional's declared hours (not a day
 * off, not past the horizon). Bookings are not counted here: the accept decides (409). Without a
 * calendar, any time is taken as asked.
 */
export async function insideCalendar(db: Db, professionalId: string, start: Date, end: Date, now: Date) {
  const rules = await calendarRules(db, professionalId, argentineDay(now));
  if (!rules) return true;
  const none: Interval[] = [];
  return freeIntervals(rules, none, argentineDay(start), now).some(
    (r) => r.start <= start.getTime() && end.getTime() <= r.end,
  );
}

/**
 * Runs `write` (a transaction that books a time); when the database refused an overlap, answers
 * 409 with the next free times of the same length instead.
 */
export async function orProposals<T>(
  db: Db,
  ask: { professionalId: string; start: Date; minutes: number; now: Date },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isOverlap(error)) throw error;
    const free = await nextFreeStarts(db, ask.professionalId, ask.start, ask.minutes, ask.now);
    throw new AppError(
      'CONFLICT',
      free.length === 0
        ? msg.bookings.overlapNoFree
        : fillMessage(msg.bookings.overlap, { horarios: free.map(bookingText).join('; ') }),
    );
  }
}
