import { ACTIVE_BOOKING_STATE } from '@servihogar/shared/bookings';
import { and, asc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/tables/bookings.table.ts';
import { rangeEnd, rangeStart, timeRange } from '../../db/time-range.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { bookTime, cancelBooking, type NewBooking } from '../calendar/calendar.service.ts';

// The calendar's `bookings` rows this feature writes and reads: one active row per booked visit.
// The table's exclusion constraint refuses an overlap for the same professional on any number of
// replicas; here a refusal becomes the `Overlap` error the routes answer 409 for.

export type BookingRow = {
  id: string;
  solicitudId: string;
  seriesId: string | null;
  start: Date;
  end: Date;
  movedFrom: Date | null;
  arrived: boolean | null;
};

/** The time asked for is taken (the database refused it). */
export class Overlap extends Error {}

/** An overlap, whether `bookTime` reported it or a statement of ours hit the constraint. */
export const isOverlap = (error: unknown): boolean =>
  error instanceof Overlap || isExclusionViolation(error, 'bookings_no_overlap');

/** Books the time or throws Overlap (the caller's transaction stays usable: a savepoint). */
export async function insertBooking(tx: Db, b: NewBooking & { movedFrom?: Date | null }): Promise<string> {
  const booked = await bookTime(tx, b);
  if (!booked) throw new Overlap();
  if (b.movedFrom)
    await tx.update(bookings).set({ movedFrom: b.movedFrom }).where(eq(bookings.id, booked.id));
  return booked.id;
}

const columns = {
  id: bookings.id,
  solicitudId: bookings.solicitudId,
  seriesId: bookings.seriesId,
  start: rangeStart(bookings.during),
  end: rangeEnd(bookings.during),
  movedFrom: bookings.movedFrom,
  arrived: bookings.arrived,
};

async function activeWhere(db: Db, where: SQL | undefined): Promise<BookingRow[]> {
  const rows = await db
    .select(columns)
    .from(bookings)
    .where(and(eq(bookings.state, ACTIVE_BOOKING_STATE), where))
    .orderBy(asc(rangeStart(bookings.during)));
  return rows.map((r) => ({ ...r, solicitudId: r.solicitudId! }));
}

/** A request's booked times, in order. */
export const bookingsOf = (db: Db, solicitudId: string) =>
  activeWhere(db, eq(bookings.solicitudId, solicitudId));

/** Booked times of requests starting in [from, to), for the reminders and the day after. */
/** The visits of requests starting in [from, to): the ones with two parties to remind and ask. */
export const bookingsBetween = (db: Db, from: Date, to: Date) =>
  activeWhere(
    db,
    and(
      isNotNull(bookings.solicitudId),
      gte(rangeStart(bookings.during), from),
      lt(rangeStart(bookings.during), to),
    ),
  );

/** Frees booked times (a skipped visit, an ended series' future ones); the rows stay, cancelled. */
export async function deleteBookings(tx: Db, ids: string[], now: Date): Promise<void> {
  for (const id of ids) await cancelBooking(tx, id, now);
}

/** Moves a booked time; the exclusion constraint checks the new range (a savepoint keeps `tx` usable). */
export async function moveBooking(tx: Db, id: string, start: Date, end: Date): Promise<void> {
  try {
    await tx.transaction((sp) =>
      sp
        .update(bookings)
        .set({ during: timeRange(start, end) })
        .where(inArray(bookings.id, [id])),
    );
  } catch (error) {
    if (isOverlap(error)) throw new Overlap();
    throw error;
  }
}
