import type { Comment } from '@servihogar/shared/comments';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/tables/comments.table.ts';

/** A professional's comments, newest first. */
export async function listComments(db: Db, professionalId: string): Promise<Comment[]> {
  const rows = await db
    .select()
    .from(comments)
    .where(eq(comments.professionalId, professionalId))
    .orderBy(desc(comments.createdAt), asc(comments.id));
  return rows.map(toComment);
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
      ),
    );
  return row ? toComment(row) : null;
}

const toComment = (c: typeof comments.$inferSelect): Comment => ({
  _id: c.id,
  nombrePersona: c.nombrePersona,
  descripcion: c.descripcion,
  calificacionComentario: c.calificacion,
  foto: c.foto,
});
