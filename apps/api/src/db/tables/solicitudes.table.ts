import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { categories } from './categories.table.ts';
import { clientAccountColumn, professionalColumn } from './references.ts';

/**
 * A hire request: a client opened a professional's contact details ("Ver datos"), optionally with
 * their words. Only facts with their time are stored; the state is derived from them
 * (shared/solicitud-state.ts), never stored.
 */
export const solicitudes = pgTable(
  'solicitudes',
  {
    id: primaryId(),
    clientAccountId: clientAccountColumn(),
    professionalId: professionalColumn(),
    categorySlug: text('category_slug').references(() => categories.slug, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    flujoCompleto: boolean('flujo_completo').notNull().default(false),
    createdAt: createdAt(),
    need: text('need'),
    /** The client's day (Argentine calendar date) and franja; 'a_convenir' without a day. */
    whenDate: date('when_date', { mode: 'string' }),
    whenSlot: text('when_slot', { enum: ['manana', 'tarde', 'noche', 'a_convenir'] }),
    zone: text('zone'),
    /** Issue 43: the asked time and length (a booking once accepted), and the series asked for. */
    start: timestamptz('start'),
    durationMinutes: integer('duration_minutes'),
    recurrence: text('recurrence', { enum: ['semanal', 'quincenal', 'mensual'] }),
    /** The professional's first (and only) answer. */
    answeredAt: timestamptz('answered_at'),
    answer: text('answer', { enum: ['acepto', 'no_puedo'] }),
    answerText: text('answer_text'),
    /** "Trabajo realizado", by either party. */
    doneAt: timestamptz('done_at'),
    doneBy: text('done_by', { enum: ['client', 'professional'] }),
    /** The client's "¿Llegó a trabajar?"; false is a no-show. */
    arrived: boolean('arrived'),
    arrivedAt: timestamptz('arrived_at'),
    /** The professional's one answer to a no-show (arrived = false), shown to admins beside it. */
    noShowReply: text('no_show_reply'),
  },
  (t) => [
    index('solicitudes_client_idx').on(t.clientAccountId, t.createdAt.desc(), t.id.desc()),
    // The inbox's keyset order, and the response summary's 90-day window.
    index('solicitudes_professional_idx').on(t.professionalId, t.createdAt.desc(), t.id.desc()),
    // The sweep's scans: unanswered ones about to expire, accepted ones whose day passed.
    index('solicitudes_unanswered_idx').on(t.createdAt).where(sql`${t.answeredAt} is null`),
    index('solicitudes_accepted_day_idx')
      .on(t.whenDate)
      .where(sql`${t.answer} = 'acepto' and ${t.arrived} is null and ${t.doneAt} is null`),
    check('solicitudes_answer_time', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
    check('solicitudes_done_after_accept', sql`${t.doneAt} is null or ${t.answer} = 'acepto'`),
    // The admins' list of no-shows, newest first.
    index('solicitudes_no_show_idx').on(t.arrivedAt.desc()).where(sql`${t.arrived} = false`),
  ],
);

/**
 * Per professional, the response figures of the last 90 days (refreshed in the transaction of each
 * new request and answer, and by the sweep once a day), so that a list joins one row per card
 * instead of aggregating requests. `signal_*` is what the public sees (null below 3 requests); a
 * change of it bumps the data version of that professional's public reads (migration trigger).
 */
export const professionalResponseStats = pgTable('professional_response_stats', {
  professionalId: professionalColumn().primaryKey(),
  received: integer('received').notNull(),
  answered: integer('answered').notNull(),
  /** Median of (first answer − request) over the answered ones, in ms; null when none. */
  medianDelayMs: integer('median_delay_ms'),
  signalPercent: smallint('signal_percent'),
  signalDelay: text('signal_delay', { enum: ['hora', 'dia', 'dias'] }),
  refreshedAt: timestamptz('refreshed_at').notNull(),
});
