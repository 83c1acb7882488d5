import {
  isLate,
  occurrencesUntil,
  type Recurrence,
  SERIES_WEEKS_AHEAD,
} from '@servihogar/shared/booking-time';
import { DAY_MS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingChanges, bookingSeries } from '../../db/tables/booking-series.table.ts';
import { AppError } from '../../lib/errors.ts';
import { auditBooking } from './booking-audit.ts';
import { bookingsOf, deleteBookings, insertBooking, isOverlap } from './booking-store.ts';
import { orProposals } from './free-times.service.ts';
import { endOf, type Party, partyOf } from './parties.ts';

type SeriesRow = typeof bookingSeries.$inferSelect;
const ahead = (now: Date) => new Date(now.getTime() + SERIES_WEEKS_AHEAD * 7 * DAY_MS);

/** The visits of a series skipped or moved away, by their original start. */
export async function removedVisits(db: Db, seriesId: string): Promise<Date[]> {
  const rows = await db
    .select({ visit: bookingChanges.visit })
    .from(bookingChanges)
    .where(and(eq(bookingChanges.seriesId, seriesId), sql`${bookingChanges.kind} in ('skip', 'move')`))
    .orderBy(asc(bookingChanges.visit));
  return rows.map((r) => r.visit);
}

/**
 * Books the series' visits from `booked_until` to 8 weeks from now, leaving out the skipped and
 * moved ones. The first booking (on acceptance) must not overlap (409); later visits that meet
 * another booking are left unbooked rather than failing the whole roll.
 */
async function bookAhead(tx: Db, s: SeriesRow, now: Date, strict: boolean): Promise<void> {
  const until = ahead(now);
  if (until <= s.bookedUntil) return;
  const removed = new Set((await removedVisits(tx, s.id)).map((d) => d.getTime()));
  const visits = occurrencesUntil(s.every, s.start, until).filter(
    (at) => at >= s.bookedUntil && at > now && !removed.has(at.getTime()),
  );
  for (const [i, at] of visits.entries()) {
    const row = {
      professionalId: s.professionalId,
      clientAccountId: s.clientAccountId,
      solicitudId: s.solicitudId,
      seriesId: s.id,
      start: at,
      end: endOf(at, s.durationMinutes),
    };
    if (strict && i === 0) await insertBooking(tx, row);
    else {
      await tx
        .transaction(async (sp) => insertBooking(sp, row))
        .catch((error: unknown) => {
          if (!isOverlap(error)) throw error;
        });
    }
  }
  await tx.update(bookingSeries).set({ bookedUntil: until }).where(eq(bookingSeries.id, s.id));
}

/** On acceptance of a request that asked for a series: the rule, and its first 8 weeks booked. */
export async function startSeries(
  tx: Db,
  r: {
    id: string;
    professionalId: string;
    clientAccountId: string;
    start: Date;
    durationMinutes: number;
    recurrence: Recurrence;
  },
  now: Date,
): Promise<void> {
  const [s] = await tx
    .insert(bookingSeries)
    .values({
      solicitudId: r.id,
      professionalId: r.professionalId,
      clientAccountId: r.clientAccountId,
      every: r.recurrence,
      start: r.start,
      durationMinutes: r.durationMinutes,
      bookedUntil: r.start,
      createdAt: now,
    })
    .returning();
  await bookAhead(tx, s!, now, true);
}

/** The nightly roll: every open series booked 8 weeks ahead again. */
export async function rollSeriesForward(db: Db, now: Date, batch = 200): Promise<number> {
  const due = await db
    .select({ id: bookingSeries.id })
    .from(bookingSeries)
    .where(and(isNull(bookingSeries.endedAt), lt(bookingSeries.bookedUntil, ahead(now))))
    .limit(batch);
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [s] = await tx.select().from(bookingSeries).where(eq(bookingSeries.id, id)).for('update');
      if (s && !s.endedAt) await bookAhead(tx, s, now, false);
    });
  }
  return due.length;
}

/** The series of a request, locked, with the caller's part; 404 for anyone but its parties. */
async function lockedSeries(tx: Db, callerId: string, seriesId: string) {
  const [s] = await tx.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId)).for('update');
  if (!s) throw new AppError('NOT_FOUND');
  const { party } = await partyOf(tx, callerId, s.solicitudId);
  if (s.endedAt) throw new AppError('CONFLICT', msg.bookings.seriesEnded);
  return { s, party };
}

/** Whether `visit` is a future visit of the series that was neither skipped nor moved. */
async function checkVisit(tx: Db, s: SeriesRow, visit: Date, now: Date): Promise<void> {
  const inSeries = occurrencesUntil(s.every, s.start, new Date(visit.getTime() + 1)).some(
    (at) => at.getTime() === visit.getTime(),
  );
  const removed = (await removedVisits(tx, s.id)).some((d) => d.getTime() === visit.getTime());
  if (!inSeries || removed || visit <= now) {
    throw new AppError('VALIDATION', msg.bookings.dateNotInSeries, { date: msg.bookings.dateNotInSeries });
  }
}

async function visitBookingIds(tx: Db, s: SeriesRow, visit: Date): Promise<string[]> {
  return (await bookingsOf(tx, s.solicitudId))
    .filter((b) => b.seriesId === s.id && !b.movedFrom && b.start.getTime() === visit.getTime())
    .map((b) => b.id);
}

type Change = {
  kind: 'skip' | 'move' | 'end';
  party: Party;
  actor: string;
  visit: Date;
  newStart?: Date;
  late: boolean;
};

async function record(tx: Db, s: SeriesRow, c: Change, now: Date): Promise<void> {
  await tx.insert(bookingChanges).values({
    solicitudId: s.solicitudId,
    seriesId: s.id,
    kind: c.kind,
    by: c.party,
    actorAccountId: c.actor,
    visit: c.visit,
    newStart: c.newStart ?? null,
    late: c.late,
    createdAt: now,
  });
  await auditBooking(
    tx,
    c.actor,
    `booking.${c.kind}`,
    s.solicitudId,
    {
      by: c.party,
      visit: c.visit.toISOString(),
      ...(c.newStart && { newStart: c.newStart.toISOString() }),
      late: c.late,
    },
    now,
  );
}

/** Either party skips one visit: its time is freed, the feed shows it as an EXDATE. */
export async function skipVisit(db: Db, callerId: string, seriesId: string, visit: Date, now: Date) {
  await db.transaction(async (tx) => {
    const { s, party } = await lockedSeries(tx, callerId, seriesId);
    await checkVisit(tx, s, visit, now);
    await deleteBookings(tx, await visitBookingIds(tx, s, visit), now);
    await record(tx, s, { kind: 'skip', party, actor: callerId, visit, late: isLate(visit, now) }, now);
  });
}

/** Either party moves one visit to another time (409 with free times when it is taken). */
export async function moveVisit(
  db: Db,
  callerId: string,
  seriesId: string,
  visit: Date,
  start: Date,
  now: Date,
) {
  const [info] = await db.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId));
  if (!info) throw new AppError('NOT_FOUND');
  const ask = { professionalId: info.professionalId, start, minutes: info.durationMinutes, now };
  await orProposals(db, ask, () =>
    db.transaction(async (tx) => {
      const { s, party } = await lockedSeries(tx, callerId, seriesId);
      await checkVisit(tx, s, visit, now);
      if (start <= now) {
        throw new AppError('VALIDATION', msg.bookings.startPast, { start: msg.bookings.startPast });
      }
      await deleteBookings(tx, await visitBookingIds(tx, s, visit), now);
      await insertBooking(tx, {
        professionalId: s.professionalId,
        clientAccountId: s.clientAccountId,
        solicitudId: s.solicitudId,
        seriesId: s.id,
        start,
        end: endOf(start, s.durationMinutes),
        movedFrom: visit,
      });
      const late = isLate(visit, now) || isLate(start, now);
      await record(tx, s, { kind: 'move', party, actor: callerId, visit, newStart: start, late }, now);
    }),
  );
}

/** Either party ends the series: no more visits are booked, the future ones are freed. No fee. */
export async function endSeries(db: Db, callerId: string, seriesId: string, now: Date) {
  await db.transaction(async (tx) => {
    const { s, party } = await lockedSeries(tx, callerId, seriesId);
    const future = (await bookingsOf(tx, s.solicitudId)).filter((b) => b.seriesId === s.id && b.start > now);
    await deleteBookings(
      tx,
      future.map((b) => b.id),
      now,
    );
    await tx.update(bookingSeries).set({ endedAt: now }).where(eq(bookingSeries.id, s.id));
    const next = future[0]?.start ?? now;
    await record(
      tx,
      s,
      { kind: 'end', party, actor: callerId, visit: next, late: future.length > 0 && isLate(next, now) },
      now,
    );
  });
}
