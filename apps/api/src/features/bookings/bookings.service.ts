import { isLate, tucumanIso } from '@servihogar/shared/booking-time';
import type { LateChanges, ProposeBody, SolicitudBookings } from '@servihogar/shared/bookings';
import * as msg from '@servihogar/shared/messages';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingChanges, bookingProposals, bookingSeries } from '../../db/tables/booking-series.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { AppError } from '../../lib/errors.ts';
import { ratedVisits } from '../comments/comments.service.ts';
import { auditBooking } from './booking-audit.ts';
import { bookingsOf, insertBooking, moveBooking } from './booking-store.ts';
import { orProposals } from './free-times.service.ts';
import { endOf, partyOf, type SolicitudRow } from './parties.ts';
import { removedVisits, startSeries } from './series.service.ts';

/**
 * In the transaction of "Acepto": a dated request becomes a booking, a series its first 8 weeks.
 * The database refuses an overlap (the caller answers 409 with free times, `orProposals`).
 */
export async function bookAccepted(tx: Db, row: SolicitudRow, actor: string, now: Date): Promise<boolean> {
  if (!row.start || !row.durationMinutes) return false;
  const r = { ...row, start: row.start, durationMinutes: row.durationMinutes };
  if (row.recurrence) await startSeries(tx, { ...r, recurrence: row.recurrence }, now);
  else {
    await insertBooking(tx, {
      professionalId: row.professionalId,
      clientAccountId: row.clientAccountId,
      solicitudId: row.id,
      start: r.start,
      end: endOf(r.start, r.durationMinutes),
    });
  }
  await auditBooking(
    tx,
    actor,
    'booking.create',
    row.id,
    { start: r.start.toISOString(), minutes: r.durationMinutes, recurrence: row.recurrence },
    now,
  );
  return true;
}

/** `GET /solicitudes/{id}/bookings`: only its two parties. */
export async function solicitudBookings(
  db: Db,
  callerId: string,
  id: string,
  now: Date,
): Promise<SolicitudBookings> {
  const { party } = await partyOf(db, callerId, id);
  const [booked, [series], [proposal]] = await Promise.all([
    bookingsOf(db, id),
    db.select().from(bookingSeries).where(eq(bookingSeries.solicitudId, id)),
    db.select().from(bookingProposals).where(eq(bookingProposals.solicitudId, id)),
  ]);
  const rated = await ratedVisits(
    db,
    booked.map((b) => b.id),
  );
  return {
    bookings: booked.map((b) => ({
      _id: b.id,
      start: tucumanIso(b.start),
      end: tucumanIso(b.end),
      movedFrom: b.movedFrom ? tucumanIso(b.movedFrom) : null,
      past: b.end <= now,
      arrived: b.arrived,
      rated: rated.has(b.id),
    })),
    series: series
      ? {
          _id: series.id,
          every: series.every,
          start: tucumanIso(series.start),
          durationMinutes: series.durationMinutes,
          endedAt: series.endedAt ? tucumanIso(series.endedAt) : null,
          skipped: (await removedVisits(db, series.id)).map(tucumanIso),
        }
      : null,
    proposal: proposal
      ? {
          start: tucumanIso(proposal.start),
          durationMinutes: proposal.durationMinutes,
          by: proposal.by,
          mine: proposal.by !== party,
        }
      : null,
  };
}

/** The one booking a dated, not recurring request holds (none before acceptance). */
const oneOff = async (db: Db, row: SolicitudRow) =>
  row.recurrence ? undefined : (await bookingsOf(db, row.id))[0];

/** "Proponer otro horario": either party, on a dated request not refused; replaces an open proposal. */
export async function propose(db: Db, callerId: string, id: string, body: ProposeBody, now: Date) {
  await db.transaction(async (tx) => {
    const { row, party } = await partyOf(tx, callerId, id, true);
    if (!row.start || !row.durationMinutes || row.recurrence || row.answer === 'no_puedo' || row.doneAt) {
      throw new AppError('CONFLICT', msg.bookings.notBooked);
    }
    const start = new Date(body.start);
    if (start <= now)
      throw new AppError('VALIDATION', msg.bookings.startPast, { start: msg.bookings.startPast });
    const proposal = { start, durationMinutes: body.durationMinutes ?? row.durationMinutes, by: party };
    await tx
      .insert(bookingProposals)
      .values({ solicitudId: id, ...proposal, createdAt: now })
      .onConflictDoUpdate({ target: bookingProposals.solicitudId, set: { ...proposal, createdAt: now } });
    await auditBooking(tx, callerId, 'booking.propose', id, { by: party, start: start.toISOString() }, now);
  });
  return solicitudBookings(db, callerId, id, now);
}

/** The other party accepts the proposal: the request's time (and its booking, if accepted) moves. */
export async function acceptProposal(db: Db, callerId: string, id: string, now: Date) {
  const [p] = await db.select().from(bookingProposals).where(eq(bookingProposals.solicitudId, id));
  const { row } = await partyOf(db, callerId, id);
  const ask = {
    professionalId: row.professionalId,
    start: p?.start ?? now,
    minutes: p?.durationMinutes ?? 60,
    now,
  };
  await orProposals(db, ask, () =>
    db.transaction(async (tx) => {
      const { row: locked, party } = await partyOf(tx, callerId, id, true);
      const [proposal] = await tx.select().from(bookingProposals).where(eq(bookingProposals.solicitudId, id));
      if (!proposal) throw new AppError('CONFLICT', msg.bookings.noProposal);
      if (proposal.by === party) throw new AppError('FORBIDDEN', msg.bookings.ownProposal);
      const booking = await oneOff(tx, locked);
      const end = endOf(proposal.start, proposal.durationMinutes);
      if (booking) await moveBooking(tx, booking.id, proposal.start, end);
      await tx
        .update(solicitudes)
        .set({ start: proposal.start, durationMinutes: proposal.durationMinutes })
        .where(eq(solicitudes.id, id));
      await tx.delete(bookingProposals).where(eq(bookingProposals.solicitudId, id));
      const visit = locked.start ?? proposal.start;
      await tx.insert(bookingChanges).values({
        solicitudId: id,
        kind: 'reschedule',
        by: party,
        actorAccountId: callerId,
        visit,
        newStart: proposal.start,
        late: isLate(visit, now) || isLate(proposal.start, now),
        createdAt: now,
      });
      await auditBooking(
        tx,
        callerId,
        'booking.reschedule',
        id,
        { by: party, from: visit.toISOString(), to: proposal.start.toISOString() },
        now,
      );
    }),
  );
  return solicitudBookings(db, callerId, id, now);
}

/** `GET /bookings/late-changes` (Admin): the latest changes made with less than 24 hours' notice. */
export async function lateChanges(db: Db): Promise<LateChanges['changes']> {
  const rows = await db
    .select({
      c: bookingChanges,
      p: { id: professionals.id, nombre: professionals.nombre, apellido: professionals.apellido },
    })
    .from(bookingChanges)
    .innerJoin(solicitudes, eq(solicitudes.id, bookingChanges.solicitudId))
    .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
    .where(eq(bookingChanges.late, true))
    .orderBy(desc(bookingChanges.createdAt))
    .limit(100);
  return rows.map(({ c, p }) => ({
    _id: c.id,
    kind: c.kind,
    by: c.by,
    professional: { _id: p.id, nombre: p.nombre, apellido: p.apellido },
    visit: tucumanIso(c.visit),
    at: tucumanIso(c.createdAt),
  }));
}
