import { bigint, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { accounts } from './users.table.ts';

const accountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/**
 * Each account's last live-event number (decision 0058). Bumped in the writing transaction, which
 * holds the row until it commits: an account's numbers commit in order, so `Last-Event-ID` = n
 * means "everything up to n was heard".
 */
export const liveEventCursors = pgTable('live_event_cursors', {
  accountId: accountId().primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/** The recent live events of each account, for a stream that resumes (kept one day, then swept). */
export const liveEvents = pgTable(
  'live_events',
  {
    accountId: accountId(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    solicitudId: uuid('solicitud_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.seq] }), index('live_events_created_idx').on(t.createdAt)],
);
