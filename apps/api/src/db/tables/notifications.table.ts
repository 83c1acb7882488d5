import type { NotificationKind, Preferences } from '@servihogar/shared/notifications';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { solicitudes } from './solicitudes.table.ts';
import { ownedByAccount } from './users.table.ts';

/**
 * The notification centre (issue 42, decision 0059): one row per thing a person should hear of,
 * written by `notify` in the transaction of the change that causes it. The bell lists them; the
 * outside channels (e-mail, push, WhatsApp) deliver them through jobs keyed by row and channel.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    /** Who it is for (an account: a client's, or a professional's own account). */
    accountId: ownedByAccount(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The web page it leads to, e.g. `/dash/pedidos?pedido=<id>`. */
    path: text('path').notNull(),
    /** The solicitud it is about, when there is one (messages are grouped by it in the digest). */
    solicitudId: uuid('solicitud_id').references(() => solicitudes.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at'),
    /** A message's row once it went out in an e-mail digest (never twice). */
    digestedAt: timestamptz('digested_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_account_created_idx').on(t.accountId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.accountId, t.createdAt.desc()).where(sql`${t.readAt} is null`),
    // The digest's sweep: unread messages not yet mailed, by age.
    index('notifications_digest_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'message' and ${t.readAt} is null and ${t.digestedAt} is null`),
    check('notifications_path_inside', sql`${t.path} like '/%'`),
  ],
);

/**
 * A person's choices (absent row: every default). `channels` holds only the switches the person
 * turned (kind → channel → on); quiet hours are hours of the day in Tucumán.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    accountId: ownedByAccount().primaryKey(),
    channels: jsonb('channels').$type<Partial<Preferences['channels']>>().notNull().default({}),
    quietEnabled: boolean('quiet_enabled').notNull().default(true),
    quietStart: smallint('quiet_start').notNull().default(22),
    quietEnd: smallint('quiet_end').notNull().default(8),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'notification_preferences_hours',
      sql`${t.quietStart} between 0 and 23 and ${t.quietEnd} between 0 and 23`,
    ),
  ],
);
