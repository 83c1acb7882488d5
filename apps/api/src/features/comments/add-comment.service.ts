import type { AddCommentBody, Comment, VisitRatingBody } from '@servihogar/shared/comments';
import * as msg from '@servihogar/shared/messages';
import { canRate, stateOf } from '@servihogar/shared/solicitud-state';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listedCondition } from '../../db/listing.ts';
import { comments } from '../../db/tables/comments.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { isVerifiedHire, meanStars, toComment } from './comments.service.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Providers do not comment (§6); an account that is also a Cliente comments as one. */
export const isProviderOnly = (caller: Caller) =>
  caller.roles.includes('Prestador') && !caller.roles.includes('Cliente');

const alreadyCommented = () => new AppError('CONFLICT', msg.rating.alreadyCommented);

/**
 * `POST /professionals/addComment/{id}`: a profile comment (one per account per professional, on a
 * listed profile) or, with `idSoli`, the rating of that solicitud by its client (once, and only once
 * the professional accepted it; it sets flujoCompleto); written by `insertReview`.
 */
export async function addComment(
  db: Db,
  caller: Caller,
  professionalId: string,
  body: AddCommentBody,
  now: Date,
): Promise<{ comment: Comment; calificacion: number }> {
  if (isProviderOnly(caller)) throw new AppError('FORBIDDEN', msg.rating.providersCannotComment);
  try {
    return await db.transaction(async (tx) => {
      const pro = await lockedProfessional(tx, professionalId, now);
      if (pro.accountId === caller.id) throw new AppError('FORBIDDEN', msg.rating.cannotRateSelf);
      const { solicitudId, verified } = body.idSoli
        ? await completeSolicitud(tx, caller, professionalId, body.idSoli, body.emailCliente, now)
        : {
            solicitudId: null,
            verified: false,
            ...(await checkProfileComment(tx, caller, professionalId, pro.listed)),
          };
      return insertReview(tx, caller.id, { professionalId, solicitudId, ...body }, verified, now);
    });
  } catch (error) {
    // The partial unique index is the last word if two profile comments race.
    throw isUniqueViolation(error) ? alreadyCommented() : error;
  }
}

/**
 * The rating of one visit of a series by its client (issue 43 §4), in the bookings feature's
 * transaction, which checked that the client said the professional came: once per visit (the
 * unique `booking_id` is the last word). Always a verified hire.
 */
export async function addVisitReview(
  tx: Tx,
  visit: { bookingId: string; professionalId: string; clientAccountId: string },
  body: VisitRatingBody,
  now: Date,
): Promise<{ comment: Comment; calificacion: number }> {
  await lockedProfessional(tx, visit.professionalId, now);
  const review = { professionalId: visit.professionalId, bookingId: visit.bookingId, ...body };
  return insertReview(tx, visit.clientAccountId, review, true, now);
}

async function lockedProfessional(tx: Tx, professionalId: string, now: Date) {
  const [pro] = await tx
    .select({ accountId: professionals.accountId, listed: sql<boolean>`${listedCondition(now)}` })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
    .for('update');
  if (!pro) throw new AppError('NOT_FOUND');
  return pro;
}

/**
 * Writes a review with the author's name and photo from the account (never from the body) and sets
 * the professional's `calificacion` to the mean of all its comments' stars; the professional's row is
 * locked first, so two comments at once cannot each miss the other in the mean.
 */
async function insertReview(
  tx: Tx,
  authorId: string,
  review: {
    professionalId: string;
    solicitudId?: string | null;
    bookingId?: string;
    descripcion: string;
    calificacionComentario: number;
  },
  verified: boolean,
  now: Date,
): Promise<{ comment: Comment; calificacion: number }> {
  const [author] = await tx
    .select({ nombre: accounts.nombre, apellido: accounts.apellido, foto: accounts.foto })
    .from(accounts)
    .where(eq(accounts.id, authorId));
  if (!author) throw new AppError('TOKEN_EXPIRED');
  const [row] = await tx
    .insert(comments)
    .values({
      professionalId: review.professionalId,
      authorAccountId: authorId,
      solicitudId: review.solicitudId ?? null,
      bookingId: review.bookingId ?? null,
      nombrePersona: `${author.nombre} ${author.apellido}`,
      descripcion: review.descripcion,
      calificacion: review.calificacionComentario,
      foto: author.foto,
      createdAt: now,
    })
    .returning();
  const [updated] = await tx
    .update(professionals)
    .set({ calificacion: meanStars(review.professionalId) })
    .where(eq(professionals.id, review.professionalId))
    .returning({ calificacion: professionals.calificacion });
  return { comment: toComment(row!, verified), calificacion: updated!.calificacion };
}

async function checkProfileComment(tx: Tx, caller: Caller, professionalId: string, listed: boolean) {
  if (!listed) throw new AppError('NOT_FOUND');
  const [existing] = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.professionalId, professionalId),
        eq(comments.authorAccountId, caller.id),
        isNull(comments.solicitudId),
        isNull(comments.bookingId),
      ),
    );
  if (existing) throw alreadyCommented();
  return {};
}

/** The solicitud this rating completes: the caller's own, for this professional, not yet rated. */
async function completeSolicitud(
  tx: Tx,
  caller: Caller,
  professionalId: string,
  idSoli: string,
  emailCliente: string | undefined,
  now: Date,
): Promise<{ solicitudId: string; verified: boolean }> {
  const [soli] = await tx
    .select()
    .from(solicitudes)
    .where(and(eq(solicitudes.id, idSoli), eq(solicitudes.professionalId, professionalId)))
    .for('update');
  if (!soli) throw new AppError('NOT_FOUND');
  const otherEmail = emailCliente !== undefined && emailCliente.trim().toLowerCase() !== caller.email;
  if (soli.clientAccountId !== caller.id || otherEmail) {
    throw new AppError('FORBIDDEN', msg.rating.notYourSolicitud);
  }
  if (soli.flujoCompleto) throw new AppError('CONFLICT', msg.rating.alreadyRated);
  // Issue 48: no review of work that never happened (unanswered, expired or declined requests).
  if (!canRate(stateOf(soli, now))) throw new AppError('CONFLICT', msg.rating.notAccepted);
  await tx.update(solicitudes).set({ flujoCompleto: true }).where(eq(solicitudes.id, idSoli));
  return { solicitudId: idSoli, verified: isVerifiedHire(soli) };
}
