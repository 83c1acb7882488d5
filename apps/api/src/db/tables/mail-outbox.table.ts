import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';

/**
 * Every e-mail, written in the transaction of the change it announces and delivered afterwards by
 * any running replica (claimed with FOR UPDATE SKIP LOCKED plus a lease, retried with backoff).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Issue 43: files sent with it (a booking's `.ics`); null for most mails. */
    attachments:
      jsonb('attachments').$type<
        { filename: string; content: string; contentType: string; encoding?: 'base64' }[]
      >(),
    /** Not before this instant (retries back off). */
    availableAt: timestamptz('available_at').notNull().defaultNow(),
    /** A replica delivering it holds it until this instant; past it, the message can be claimed again. */
    lockedUntil: timestamptz('locked_until'),
    /** Which replica holds the lease (REPLICA_ID): restarted, it takes its own claims back at once. */
    claimedBy: text('claimed_by'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    /** Set when the attempts ran out: kept for the operator, never retried. */
    failedAt: timestamptz('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.availableAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
