import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { ownedByAccount } from './users.table.ts';

/**
 * A browser's Web Push subscription (issue 42, decision 0060): one per device, so a person may
 * have several. The endpoint is the push service's URL for that device (unique); p256dh and auth
 * are the browser's keys the payload is encrypted to. A push service's 404/410 deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: primaryId(),
    accountId: ownedByAccount(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamptz('last_sent_at'),
  },
  (t) => [index('push_subscriptions_account_idx').on(t.accountId)],
);
