import { BOOKING_STATES } from '@servihogar/shared/bookings';
import { sql } from 'drizzle-orm';
import { boolean, customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { checkIn } from '../sql-helpers.ts';
import { clientAccountColumn, professionalColumn } from './references.ts';
import { solicitudes } from './solicitudes.table.ts';

/**
 * A PostgreSQL `tstzrange`, read and written as its text ('["2026-12-05 12:00:00+00","…")');
 * build one with `during()` (db/time-range.ts) and read it back with `rangeBounds()`.
 */
export const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

/**
 * Issue 43: a professional's time taken by a client, `during` a half-open range of instants
 * ('[start, end)'). Two active bookings of one professional never overlap: the exclusion
 * constraint `bookings_no_overlap` (migration, `btree_gist`) refuses the second one on any number of
 * replicas, and the insert fails with SQLSTATE 23P01 (db/time-range.ts isOverlap). A cancelled
 * booking keeps its row and frees its time (`active` is derived from `state`). The per-day totals
 * the list filter reads (`calendar_booked_days`) are kept by a trigger of the same migration.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: primaryId(),
    professionalId: professionalColumn(),
    clientAccountId: clientAccountColumn(),
    /** The request it came from (null for a booking made otherwise, e.g. a series' later dates). */
    solicitudId: uuid('solicitud_id').references(() => solicitudes.id, { onDelete: 'set null' }),
    /** The recurring series it belongs to, when it does (issue 43 §3). */
    seriesId: uuid('series_id'),
    during: tstzrange('during').notNull(),
    state: text('state', { enum: BOOKING_STATES }).notNull().default('confirmada'),
    active: boolean('active').notNull().generatedAlwaysAs(sql`state = 'confirmada'`),
    createdAt: createdAt(),
    cancelledAt: timestamptz('cancelled_at'),
    /** A moved visit of a series: the visit's original start (bookings feature, issue 43 §3). */
    movedFrom: timestamptz('moved_from'),
    /**
     * The client's answer to "¿Llegó a trabajar {nombre}?" for this visit (issue 43 §4): null until
     * asked and answered; a visit answered true can be rated once (comments.booking_id).
     */
    arrived: boolean('arrived'),
    arrivedAt: timestamptz('arrived_at'),
  },
  (t) => [
    checkIn('bookings_state', t.state, BOOKING_STATES),
    index('bookings_client_idx').on(t.clientAccountId),
    index('bookings_solicitud_idx').on(t.solicitudId),
    index('bookings_series_idx').on(t.seriesId),
  ],
);
