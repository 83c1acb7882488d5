import type { Comment } from '@servihogar/shared/comments';
import * as msg from '@servihogar/shared/messages';
import type { HideReviewBody } from '@servihogar/shared/solicitudes';
import { and, eq, isNull } from 'drizzle-orm';
import { writeAudit } from '../../accounts/audit.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/tables/comments.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError } from '../../lib/errors.ts';
import { greetedMail } from '../../mail/mail-layout.ts';
import type { Caller } from '../../plugins/auth.ts';
import { isVerifiedReview, meanStars, toComment } from './comments.service.ts';

/** The reviewed professional's one public reply; a hidden review cannot be replied to (404). */
export async function replyToReview(
  db: Db,
  caller: Caller,
  commentId: string,
  reply: string,
  now: Date,
): Promise<Comment> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ c: comments, proAccountId: professionals.accountId, s: solicitudes })
      .from(comments)
      .innerJoin(professionals, eq(professionals.id, comments.professionalId))
      .leftJoin(solicitudes, eq(solicitudes.id, comments.solicitudId))
      .where(and(eq(comments.id, commentId), isNull(comments.hiddenReason)))
      .for('update', { of: comments });
    if (!found) throw new AppError('NOT_FOUND');
    if (found.proAccountId !== caller.id) throw new AppError('FORBIDDEN');
    if (found.c.reply !== null) throw new AppError('CONFLICT', msg.requests.alreadyReplied);
    const [updated] = await tx
      .update(comments)
      .set({ reply, replyAt: now })
      .where(eq(comments.id, commentId))
      .returning();
    return toComment(updated!, isVerifiedReview(found.c, found.s));
  });
}

export const HIDDEN_SUBJECT = 'Ocultamos una publicación tuya en ServiHogar';

/** An admin hides a review (or only its reply) with a reason: audit log, and its author is mailed. */
export async function hideReview(
  deps: MailDeps,
  caller: Caller,
  commentId: string,
  body: HideReviewBody,
  now: Date,
) {
  await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ c: comments, authorEmail: accounts.email, authorName: accounts.nombre, pro: professionals })
      .from(comments)
      .innerJoin(professionals, eq(professionals.id, comments.professionalId))
      .leftJoin(accounts, eq(accounts.id, comments.authorAccountId))
      .where(eq(comments.id, commentId))
      .for('update', { of: comments });
    if (!found || (body.part === 'reply' && found.c.reply === null)) throw new AppError('NOT_FOUND');
    const review = body.part === 'review';
    await tx
      .update(comments)
      .set(review ? { hiddenReason: body.reason } : { replyHiddenReason: body.reason })
      .where(eq(comments.id, commentId));
    if (review) {
      await tx
        .update(professionals)
        .set({ calificacion: meanStars(found.pro.id) })
        .where(eq(professionals.id, found.pro.id));
    }
    await writeAudit(
      tx,
      {
        actorAccountId: caller.id,
        action: review ? 'review.hide' : 'review.hideReply',
        targetType: 'comment',
        targetId: commentId,
        details: { reason: body.reason, professionalId: found.pro.id },
      },
      now,
    );
    const to = review
      ? found.authorEmail && { email: found.authorEmail, nombre: found.authorName ?? '' }
      : { email: found.pro.email, nombre: found.pro.nombre };
    if (!to) return;
    await deps.mailer.send(
      greetedMail(to, deps.publicUrl, {
        subject: HIDDEN_SUBJECT,
        paragraphs: [
          review
            ? `Ocultamos tu reseña sobre ${found.pro.nombre} ${found.pro.apellido}.`
            : 'Ocultamos tu respuesta a una reseña de tu perfil.',
          `Motivo: ${body.reason}`,
        ],
      }),
      tx,
    );
  });
}
