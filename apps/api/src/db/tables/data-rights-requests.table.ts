import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.ts';
import { accounts } from './users.table.ts';

/**
 * Argentine national holidays (issue 32): the days that are not business days besides weekends.
 * Data, not code: the migration seeds 2026 and 2027; later years are added as rows.
 */
export const holidays = pgTable('holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});

/**
 * Requests about one's personal data (Ley 25.326; issue 32, part 3; decision 0040): access,
 * correction or deletion, from anyone, each with its case code and the business day it is due.
 */
export const dataRightsRequests = pgTable(
  'data_rights_requests',
  {
    code: text('code').primaryKey(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    detalle: text('detalle').notNull(),
    status: text('status').notNull().default('pendiente'),
    filedAt: timestamptz('filed_at').notNull().defaultNow(),
    /** Fixed when filed, with the holidays known then. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => accounts.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    index('data_rights_requests_status_due_idx').on(t.status, t.dueOn),
    index('data_rights_requests_filed_idx').on(t.filedAt.desc()),
  ],
);
