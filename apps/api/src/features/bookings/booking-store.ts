import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// The rows of the calendar's `bookings` table this feature writes and reads: one booked time range
// per visit. The table's exclusion constraint refuses an overlap for the same professional, on any
// number of replicas; `isOverlap` recognises that refusal.

export type BookingRow = {
  id: string;
  solicitudId: string;
  seriesId: string | null;
  start: Date;
  end: Date;
  movedFrom: Date | null;
};

/** SQLSTATE 23P01: an exclusion constraint refused the row (pg or PGlite, wrapped or not). */
export function isOverlap(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}

type NewBooking = {
  professionalId: string;
  solicitudId: string;
  seriesId?: string | null;
  start: Date;
  end: Date;
  movedFrom?: Date | null;
};

export async function insertBooking(tx: Db, b: NewBooking): Promise<void> {
  await tx.execute(sql`
    insert into bookings (professional_id, solicitud_id, series_id, during, moved_from)
    values (${b.professionalId}, ${b.solicitudId}, ${b.seriesId ?? null},
      tstzrange(${b.start.toISOString()}::timestamptz, ${b.end.toISOString()}::timestamptz, '[)'),
      ${b.movedFrom?.toISOString() ?? null}::timestamptz)`);
}

type Raw = {
  id: string;
  solicitud_id: string;
  series_id: string | null;
  start: string | Date;
  end: string | Date;
  moved_from: string | Date | null;
};
const toRow = (r: Raw): BookingRow => ({
  id: r.id,
  solicitudId: r.solicitud_id,
  seriesId: r.series_id,
  start: new Date(r.start),
  end: new Date(r.end),
  movedFrom: r.moved_from ? new Date(r.moved_from) : null,
});

const columns = sql`id, solicitud_id, series_id, lower(during) as start, upper(during) as "end", moved_from`;

/** A request's booked times, in order. */
export async function bookingsOf(db: Db, solicitudId: string): Promise<BookingRow[]> {
  const result = await db.execute<Raw>(
    sql`select ${columns} from bookings where solicitud_id = ${solicitudId} order by lower(during)`,
  );
  return result.rows.map(toRow);
}

/** Booked times of these requests starting in [from, to), for the feeds and the reminders. */
export async function bookingsBetween(db: Db, from: Date, to: Date): Promise<BookingRow[]> {
  const result = await db.execute<Raw>(sql`
    select ${columns} from bookings
    where lower(during) >= ${from.toISOString()}::timestamptz and lower(during) < ${to.toISOString()}::timestamptz
    order by lower(during)`);
  return result.rows.map(toRow);
}

/** Frees a booked time (a skipped visit, an ended series' future ones). */
export async function deleteBookings(tx: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`delete from bookings where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

/** Moves a booked time; the exclusion constraint checks the new range. */
export async function moveBooking(tx: Db, id: string, start: Date, end: Date): Promise<void> {
  await tx.execute(sql`
    update bookings set during = tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')
    where id = ${id}`);
}
