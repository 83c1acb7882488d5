import { ACTIVE_BOOKING_STATE } from '@servihogar/shared/bookings';
import { eq } from 'drizzle-orm';
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
 * booking between them (the loser waits for the winner's commit, then is refused). Runs in a
 * savepoint, so a refusal leaves the caller's transaction usable (e.g. to answer 409 with the next
 * free times). Checking the calendar (hours, days off, 12 hours at most) is the caller's.
 */
export async function bookTime(db: Db, booking: NewBooking): Promise<{ id: string } | null> {
  try {
    return await db.transaction(async (sp) => {
      const [row] = await sp
        .insert(bookings)
        .values({
          professionalId: booking.professionalId,
          clientAccountId: booking.clientAccountId,
          solicitudId: booking.solicitudId ?? null,
          seriesId: booking.seriesId ?? null,
          during: timeRange(booking.start, booking.end),
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
