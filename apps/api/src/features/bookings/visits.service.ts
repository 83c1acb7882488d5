import type { VisitArrivalBody } from '@servihogar/shared/bookings';
import type { AddCommentResponse, VisitRatingBody } from '@servihogar/shared/comments';
import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/tables/bookings.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { rangeEnd } from '../../db/time-range.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { addVisitReview } from '../comments/add-comment.service.ts';
import { auditBooking } from './booking-audit.ts';

// Issue 43 §4: the day after each visit of a series its client is asked "¿Llegó a trabajar
// {nombre}?" for that date; a yes lets the client rate that visit, once. A one-off dated request is
// answered and rated as the request itself (solicitudes, comments).

/**
 * The visit `id` (locked) for its client: 404 for anyone but its two parties, 403 for the
 * professional, 409 unless it is a held visit of a series that already ended.
 */
async function clientVisit(tx: Db, callerId: string, id: string, now: Date) {
  const [visit] = await tx
    .select({
      id: bookings.id,
      solicitudId: bookings.solicitudId,
      seriesId: bookings.seriesId,
      professionalId: bookings.professionalId,
      clientAccountId: bookings.clientAccountId,
      proAccountId: professionals.accountId,
      active: bookings.active,
      end: rangeEnd(bookings.during),
      arrived: bookings.arrived,
    })
    .from(bookings)
    .innerJoin(professionals, eq(professionals.id, bookings.professionalId))
    .where(eq(bookings.id, id))
    .for('update', { of: bookings });
  if (!visit?.solicitudId) throw new AppError('NOT_FOUND');
  if (visit.clientAccountId !== callerId) {
    if (visit.proAccountId === callerId) throw new AppError('FORBIDDEN', msg.bookings.visitClientOnly);
    throw new AppError('NOT_FOUND');
  }
  if (!visit.seriesId) throw new AppError('CONFLICT', msg.bookings.visitNotSeries);
  if (!visit.active || visit.end > now) throw new AppError('CONFLICT', msg.bookings.visitNotAsked);
  return { ...visit, solicitudId: visit.solicitudId };
}

/** `POST /bookings/{id}/arrival`: the client's one answer for a past visit of a series. */
export async function answerVisit(
  db: Db,
  callerId: string,
  id: string,
  body: VisitArrivalBody,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const visit = await clientVisit(tx, callerId, id, now);
    if (visit.arrived !== null) throw new AppError('CONFLICT', msg.bookings.visitAnswered);
    await tx.update(bookings).set({ arrived: body.arrived, arrivedAt: now }).where(eq(bookings.id, id));
    await auditBooking(tx, callerId, 'booking.arrival', visit.solicitudId, { visit: id, ...body }, now);
  });
}

/** `POST /bookings/{id}/rating`: the client rates a visit it said the professional came to, once. */
export async function rateVisit(
  db: Db,
  callerId: string,
  id: string,
  body: VisitRatingBody,
  now: Date,
): Promise<AddCommentResponse> {
  try {
    const rated = await db.transaction(async (tx) => {
      const visit = await clientVisit(tx, callerId, id, now);
      if (visit.arrived !== true) throw new AppError('CONFLICT', msg.bookings.visitNotArrived);
      return addVisitReview(tx, { ...visit, bookingId: id }, body, now);
    });
    return { message: msg.rating.sent, ...rated };
  } catch (error) {
    throw isUniqueViolation(error) ? new AppError('CONFLICT', msg.bookings.visitRated) : error;
  }
}
