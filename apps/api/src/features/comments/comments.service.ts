import type { Comment } from '@servihogar/shared/comments';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments } from './comments.table.ts';

/** A professional's comments, newest first. */
export async function listComments(db: Db, professionalId: string): Promise<Comment[]> {
  const rows = await db
    .select()
    .from(comments)
    .where(eq(comments.professionalId, professionalId))
    .orderBy(desc(comments.createdAt), asc(comments.id));
  return rows.map((c) => ({
    _id: c.id,
    nombrePersona: c.nombrePersona,
    descripcion: c.descripcion,
    calificacionComentario: c.calificacion,
    foto: c.foto,
  }));
}
