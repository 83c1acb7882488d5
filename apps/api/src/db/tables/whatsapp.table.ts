import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { notifications } from './notifications.table.ts';
import { accounts, ownedByAccount } from './users.table.ts';

/**
 * A person's WhatsApp number (issue 42, decision 0060): `confirmedAt` is null until the 6-digit
 * code sent to it comes back (the code itself is a one-time code, purpose 'whatsapp_number').
 */
export const whatsAppNumbers = pgTable('whatsapp_numbers', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** 10 digits after '+54 9' (the house's phone format). */
  numero: text('numero').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  /** The last code sent: another may not be asked for within a minute. */
  codeSentAt: timestamptz('code_sent_at'),
  createdAt: createdAt(),
});

/**
 * Every message sent through the Cloud API, by its id (wamid), so the delivery-status webhooks
 * can update it: accepted → sent → delivered → read, or failed.
 */
export const whatsAppSends = pgTable(
  'whatsapp_sends',
  {
    id: primaryId(),
    accountId: ownedByAccount(),
    messageId: text('message_id').notNull().unique(),
    template: text('template').notNull(),
    /** The notification it carried (null: a confirmation code). */
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['accepted', 'sent', 'delivered', 'read', 'failed'] })
      .notNull()
      .default('accepted'),
    error: text('error'),
    createdAt: createdAt(),
    statusAt: timestamptz('status_at'),
  },
  (t) => [index('whatsapp_sends_account_idx').on(t.accountId, t.createdAt.desc())],
);
