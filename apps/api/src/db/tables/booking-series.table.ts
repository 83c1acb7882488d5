import { BOOKING_CHANGE_KINDS } from '@servihogar/shared/bookings';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { clientAccountColumn, professionalColumn } from './references.ts';
import { solicitudes } from './solicitudes.table.ts';
import { accounts } from './users.table.ts';

/**
 * Issue 43: a recurring service, made by accepting a request that asked for one. Its visits are
 * rows of `bookings` booked up to `booked_until` (8 weeks ahead, rolled forward nightly).
 */
export const bookingSeries = pgTable(
  'booking_series',
  {
    id: primaryId(),
    solicitudId: uuid('solicitud_id')
      .notNull()
      .unique()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    professionalId: professionalColumn(),
    clientAccountId: clientAccountColumn(),
    every: text('every', { enum: ['semanal', 'quincenal', 'mensual'] }).notNull(),
    start: timestamptz('start').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Visits starting before this instant have been booked (or skipped). */
    bookedUntil: timestamptz('booked_until').notNull(),
    endedAt: timestamptz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_series_open_idx').on(t.bookedUntil).where(sql`${t.endedAt} is null`)],
);

/**
 * Every change to a booked time (skip, move, end, proposal accepted), kept for the admins'
 * disputes; `late` when made with less than 24 hours' notice of the visit it touches.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: primaryId(),
    solicitudId: uuid('solicitud_id')
      .notNull()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id').references(() => bookingSeries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BOOKING_CHANGE_KINDS }).notNull(),
    by: text('by', { enum: ['client', 'professional'] }).notNull(),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The visit it touches, by its original start. */
    visit: timestamptz('visit').notNull(),
    newStart: timestamptz('new_start'),
    late: boolean('late').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_changes_series_idx').on(t.seriesId, t.kind),
    index('booking_changes_late_idx').on(t.createdAt.desc()).where(sql`${t.late}`),
  ],
);

/** "Proponer otro horario": at most one open proposal per request, accepted by the other party. */
export const bookingProposals = pgTable('booking_proposals', {
  solicitudId: uuid('solicitud_id')
    .primaryKey()
    .references(() => solicitudes.id, { onDelete: 'cascade' }),
  start: timestamptz('start').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  by: text('by', { enum: ['client', 'professional'] }).notNull(),
  createdAt: createdAt(),
});

/** Issue 43 §5: each person's private calendar feed token (reset = a new token). */
export const calendarFeeds = pgTable('calendar_feeds', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});
