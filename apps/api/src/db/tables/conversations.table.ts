import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { solicitudes } from './solicitudes.table.ts';
import { accounts } from './users.table.ts';

// The conversation of a solicitud (issue 42): its messages, each party's read mark and block, and
// the reports admins read. Deleting the solicitud or an account deletes what hangs from it.

const solicitudColumn = () =>
  uuid('solicitud_id')
    .notNull()
    .references(() => solicitudes.id, { onDelete: 'cascade' });
const accountColumn = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** One message: text up to 1 000 characters and at most one photo (a private WebP key). */
export const messages = pgTable(
  'messages',
  {
    id: primaryId(),
    solicitudId: solicitudColumn(),
    authorAccountId: accountColumn('author_account_id'),
    texto: text('texto').notNull(),
    photoKey: text('photo_key'),
    createdAt: createdAt(),
    /** Hidden by an admin (with the reason, also in the audit log): the parties see that it was. */
    hiddenAt: timestamptz('hidden_at'),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    // The conversation's keyset pages, newest last (read backwards from the newest).
    index('messages_solicitud_idx').on(t.solicitudId, t.createdAt.desc(), t.id.desc()),
    // Deleting an account deletes its messages without reading them all.
    index('messages_author_idx').on(t.authorAccountId),
    check('messages_texto_length', sql`char_length(${t.texto}) <= 1000`),
    check('messages_not_empty', sql`${t.texto} <> '' or ${t.photoKey} is not null`),
    check('messages_hidden_reason', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);

/**
 * Each party's side of a conversation: how many messages of the other they have not read (kept in
 * the transaction of each message and each read, so a list of 5 000 solicitudes joins one row per
 * row instead of counting messages), when they last read it, and whether they blocked the other.
 */
export const conversationParties = pgTable(
  'conversation_parties',
  {
    solicitudId: solicitudColumn(),
    accountId: accountColumn('account_id'),
    unread: integer('unread').notNull().default(0),
    readAt: timestamptz('read_at'),
    blockedAt: timestamptz('blocked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.solicitudId, t.accountId] }),
    // The header's total: only the conversations with something unread, summed from the index alone.
    index('conversation_parties_unread_idx').on(t.accountId, t.unread).where(sql`${t.unread} > 0`),
    check('conversation_parties_unread', sql`${t.unread} >= 0`),
  ],
);

/** "Denunciar mensaje": one report per message and reporter, with the reason. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: primaryId(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** Denormalized: the admins' list is of conversations. */
    solicitudId: solicitudColumn(),
    reporterAccountId: accountColumn('reporter_account_id'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('message_reports_once').on(t.messageId, t.reporterAccountId),
    index('message_reports_solicitud_idx').on(t.solicitudId, t.createdAt.desc()),
    index('message_reports_recent_idx').on(t.createdAt.desc()),
  ],
);
