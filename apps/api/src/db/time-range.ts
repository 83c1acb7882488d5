import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// Ranges of instants (`tstzrange`, half-open '[start, end)'), as the bookings hold them.

/** The range `[start, end)`, to write into a `tstzrange` column or compare with one. */
export const timeRange = (start: Date, end: Date): SQL =>
  sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** A range column's first instant, read as a Date. */
export const rangeStart = (range: AnyColumn): SQL<Date> => sql<Date>`lower(${range})`.mapWith(toDate);

/** A range column's end (the first instant after it), read as a Date. */
export const rangeEnd = (range: AnyColumn): SQL<Date> => sql<Date>`upper(${range})`.mapWith(toDate);
