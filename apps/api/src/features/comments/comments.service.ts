import type { Comment } from '@servihogar/shared/comments';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/tables/comments.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';

/**
 * "Contratación verificada" (decision 0031): the review rates a request the professional accepted
 * and the client said the professional came to. Derived from the join, never stored.
 */
export const isVerifiedHire = (s: { answer: string | null; arrived: boolean | null }): boolean =>
  s.answer === 'acepto' && s.arrived === true;

/** A review by a verified hire: of a visit its client said the professional came to, or of such a request. */
export const isVerifiedReview = (
  c: { bookingId: string | null },
  s: { answer: string | null; arrived: boolean | null } | null,
): boolean => c.bookingId !== null || (s !== null && isVerifiedHire(s));

/** The professional's `calificacion`: the mean of the stars of the reviews not hidden. */
export const meanStars = (professionalId: string): SQL =>
  sql`(select coalesce(avg(${comments.calificacion}), 0) from ${comments}
    where ${comments.professionalId} = ${professionalId} and ${comments.hiddenReason} is null)`;

/** A professional's comments, newest first, without the ones an admin hid. */
export async function listComments(db: Db, professionalId: string): Promise<Comment[]> {
  const rows = await db
    .select({ c: comments, answer: solicitudes.answer, arrived: solicitudes.arrived })
    .from(comments)
    .leftJoin(solicitudes, eq(solicitudes.id, comments.solicitudId))
    .where(and(eq(comments.professionalId, professionalId), isNull(comments.hiddenReason)))
    .orderBy(desc(comments.createdAt), asc(comments.id));
  return rows.map(({ c, answer, arrived }) => toComment(c, isVerifiedReview(c, { answer, arrived })));
}

/** Which of these visits (bookings) their client rated. */
export async function ratedVisits(db: Db, bookingIds: string[]): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .select({ id: comments.bookingId })
    .from(comments)
    .where(inArray(comments.bookingId, bookingIds));
  return new Set(rows.map((r) => r.id!));
}

/** The account's profile comment on this professional (at most one; ratings of solicitudes aside). */
export async function findProfileComment(db: Db, professionalId: string, accountId: string) {
  const [row] = await db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.professionalId, professionalId),
        eq(comments.authorAccountId, accountId),
        isNull(comments.solicitudId),
        isNull(comments.bookingId),
      ),
    );
  return row ? toComment(row, false) : null;
}

export const toComment = (c: typeof comments.$inferSelect, verified: boolean): Comment => ({
  _id: c.id,
  nombrePersona: c.nombrePersona,
  descripcion: c.descripcion,
  calificacionComentario: c.calificacion,
  foto: c.foto,
  verified,
  reply:
    c.reply && c.replyAt && c.replyHiddenReason === null
      ? { text: c.reply, at: c.replyAt.toISOString() }
      : null,
});
