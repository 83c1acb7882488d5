import { ACTIVE_BOOKING_STATE } from '@servihogar/shared/bookings';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/tables/bookings.table.ts';
import { timeRange } from '../../db/time-range.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';

export type NewBooking = {
  professionalId: string;
  clientAccountId: string;
  solicitudId?: string | null;
  seriesId?: string | null;
  start: Date;
  end: Date;
};

/**
 * Books `[start, end)` for a professional, or answers null when the time is taken: the exclusion
 * constraint `bookings_no_overlap` decides, so two callers racing on any number of replicas get one
 * booking between them (the loser waits for the winner's commit, then is refused; a lock per
 * professional, held to the end of the transaction, makes them queue instead of deadlocking). Runs in a
 * savepoint, so a refusal leaves the caller's transaction usable (e.g. to answer 409 with the next
 * free times). Checking the calendar (hours, days off, 12 hours at most) is the caller's.
 */
export async function bookTime(db: Db, booking: NewBooking): Promise<{ id: string } | null> {
  const during = timeRange(booking.start, booking.end);
  // Time already taken by a committed booking: refused at once, without queueing for the lock.
  const [taken] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.professionalId, booking.professionalId),
        eq(bookings.active, true),
        sql`${bookings.during} && ${during}`,
      ),
    )
    .limit(1);
  if (taken) return null;
  try {
    return await db.transaction(async (sp) => {
      // Bookings of one professional queue here: two inserts checking each other's uncommitted row
      // would otherwise deadlock (PostgreSQL aborts one with 40P01 after a second) instead of the
      // second being refused by the constraint once the first commits.
      await sp.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${booking.professionalId}`}, 0))`,
      );
      const [row] = await sp
        .insert(bookings)
        .values({
          professionalId: booking.professionalId,
          clientAccountId: booking.clientAccountId,
          solicitudId: booking.solicitudId ?? null,
          seriesId: booking.seriesId ?? null,
          during,
          state: ACTIVE_BOOKING_STATE,
        })
        .returning({ id: bookings.id });
      return row!;
    });
  } catch (error) {
    if (isExclusionViolation(error, 'bookings_no_overlap')) return null;
    throw error;
  }
}

/** Frees a booking's time (the row stays, `cancelada`). */
export async function cancelBooking(db: Db, id: string, now: Date): Promise<void> {
  await db.update(bookings).set({ state: 'cancelada', cancelledAt: now }).where(eq(bookings.id, id));
}
