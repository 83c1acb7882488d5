import { bookingText } from '@servihogar/shared/booking-time';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isOverlap } from './booking-store.ts';

const PROPOSALS = 3;
const HORIZON_DAYS = 14;
const STEP_MS = 30 * 60_000;

/**
 * The next free starts of `minutes` for the professional after `from` (at most 3, in the next 14
 * days), on the half hour, that no booking overlaps and that fall inside the calendar's hours.
 */
export async function nextFreeStarts(
  db: Db,
  professionalId: string,
  from: Date,
  minutes: number,
  now: Date,
): Promise<Date[]> {
  const first = Math.ceil(Math.max(from.getTime(), now.getTime()) / STEP_MS) * STEP_MS;
  const until = first + HORIZON_DAYS * 24 * 60 * 60_000;
  const result = await db.execute<{ start: string | Date; end: string | Date }>(sql`
    select lower(during) as start, upper(during) as "end" from bookings
    where professional_id = ${professionalId}
      and during && tstzrange(${new Date(first).toISOString()}::timestamptz, ${new Date(until).toISOString()}::timestamptz)
    order by lower(during)`);
  const busy = result.rows.map((r) => [new Date(r.start).getTime(), new Date(r.end).getTime()] as const);
  const out: Date[] = [];
  for (let at = first; at < until && out.length < PROPOSALS; at += STEP_MS) {
    const end = at + minutes * 60_000;
    if (busy.some(([s, e]) => s < end && at < e)) continue;
    if (!(await withinHours(db, professionalId, new Date(at), new Date(end)))) continue;
    out.push(new Date(at));
  }
  return out;
}

/** Until the calendar's hours exist: 08:00 to 20:00 in Tucumán. */
async function withinHours(_db: Db, _professionalId: string, start: Date, end: Date): Promise<boolean> {
  const h = (d: Date) => (d.getUTCHours() + 21) % 24;
  return h(start) >= 8 && (h(end) < 20 || (h(end) === 20 && end.getUTCMinutes() === 0)) && end > start;
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
