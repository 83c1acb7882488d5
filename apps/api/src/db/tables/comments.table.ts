import { COMMENT_MAX_LENGTH, STARS_MAX, STARS_MIN } from '@servihogar/shared/constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { bookings } from './bookings.table.ts';
import { professionalColumn } from './references.ts';
import { solicitudes } from './solicitudes.table.ts';
import { accounts } from './users.table.ts';

export const comments = pgTable(
  'comments',
  {
    id: primaryId(),
    professionalId: professionalColumn(),
    authorAccountId: uuid('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Set when the comment rates a hire request (one rating per solicitud). */
    solicitudId: uuid('solicitud_id')
      .unique()
      .references(() => solicitudes.id, { onDelete: 'set null' }),
    /**
     * Set when the comment rates one visit of a recurring series (issue 43 §4): once per visit, by
     * its client, after answering that the professional came.
     */
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'set null' }),
    nombrePersona: text('nombre_persona').notNull(),
    descripcion: varchar('descripcion', { length: COMMENT_MAX_LENGTH }).notNull(),
    calificacion: smallint('calificacion').notNull(),
    /** Public URL of the photo (FileStorage.publicUrl of its key). */
    foto: text('foto'),
    createdAt: createdAt(),
    /** The reviewed professional's one public reply. */
    reply: text('reply'),
    replyAt: timestamptz('reply_at'),
    /** An admin hid the review (or only its reply) for this reason (audit log too). */
    hiddenReason: text('hidden_reason'),
    replyHiddenReason: text('reply_hidden_reason'),
  },
  (t) => [
    check(
      'comments_calificacion_range',
      sql`${t.calificacion} between ${sql.raw(String(STARS_MIN))} and ${sql.raw(String(STARS_MAX))}`,
    ),
    // Profile comments (not tied to a solicitud nor a visit): one per user per professional.
    uniqueIndex('comments_profile_author_key')
      .on(t.professionalId, t.authorAccountId)
      .where(sql`${t.solicitudId} is null and ${t.bookingId} is null`),
    index('comments_professional_idx').on(t.professionalId, t.createdAt.desc()),
  ],
);
