import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { professionalColumn } from './references.ts';

/**
 * A professional's profile views and contact reveals per (Argentine) day and source (issue 28,
 * decision 0033): counts only, no viewer, IP or user agent. Written in batches by db/activity-counter.ts;
 * not a public table, so its writes never touch the data version of the cached reads.
 */
export const profileActivityDaily = pgTable(
  'profile_activity_daily',
  {
    professionalId: professionalColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    views: integer('views').notNull().default(0),
    reveals: integer('reveals').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.professionalId, t.day, t.source] })],
);
