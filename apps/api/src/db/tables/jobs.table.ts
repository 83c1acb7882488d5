import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';

/**
 * Work that runs later (jobs/jobs.ts): written in the transaction of the change that causes it,
 * run by any replica (claimed with FOR UPDATE SKIP LOCKED plus a lease, retried with backoff).
 * `key` makes a job at most once: a second enqueue of the same key is a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: primaryId(),
    /** The handler that runs it, e.g. 'solicitudes.expired'. */
    kind: text('kind').notNull(),
    /** Dedupe key, e.g. 'request:<id>:expired'. */
    key: text('key').notNull().unique(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamptz('run_at').notNull(),
    lockedUntil: timestamptz('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamptz('done_at'),
    /** Set when the attempts ran out: kept for the operator, never retried. */
    failedAt: timestamptz('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`)],
);
