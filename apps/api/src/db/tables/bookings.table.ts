import { customType, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { primaryId } from '../columns.ts';
import { bookingSeries } from './booking-series.table.ts';
import { professionalColumn } from './references.ts';
import { solicitudes } from './solicitudes.table.ts';

// PLACEHOLDER until found/calendar is merged: its `bookings` table replaces this one (with the
// columns below that issue 43's series need added to it).
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/** A booked time of a professional; the exclusion constraint (migration) refuses overlaps. */
export const bookings = pgTable(
  'bookings',
  {
    id: primaryId(),
    professionalId: professionalColumn(),
    solicitudId: uuid('solicitud_id').references(() => solicitudes.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id').references(() => bookingSeries.id, { onDelete: 'cascade' }),
    during: tstzrange('during').notNull(),
    /** A moved visit of a series: the visit's original start. */
    movedFrom: timestamp('moved_from', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('bookings_solicitud_idx').on(t.solicitudId)],
);
