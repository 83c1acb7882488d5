import * as msg from '@servihogar/shared/messages';
import type { Notification, NotificationsResponse } from '@servihogar/shared/notifications';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publishLive } from '../../db/live-events.ts';
import { notifications } from '../../db/tables/notifications.table.ts';
import { AppError } from '../../lib/errors.ts';

const view = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  path: row.path,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export async function unreadCount(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The person's notifications, unread first, then newest first. */
export async function listNotifications(
  db: Db,
  accountId: string,
  page: number,
  pageSize: number,
): Promise<NotificationsResponse> {
  const mine = eq(notifications.accountId, accountId);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(sql`${notifications.readAt} is null desc`, desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(notifications).where(mine);
  return {
    notifications: rows.map(view),
    total: total?.n ?? 0,
    page,
    pageSize,
    unread: await unreadCount(db, accountId),
  };
}

/** Marks one of the person's notifications read (404 for anyone else's); idempotent. */
export async function markRead(db: Db, accountId: string, id: string, now: Date): Promise<Notification> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', msg.notifications.notFound);
    await publishLive(tx, [accountId], { kind: 'notification' });
    return view(row);
  });
}

/** "Marcar todo como leído": answers how many were unread. */
export async function markAllRead(db: Db, accountId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length > 0) await publishLive(tx, [accountId], { kind: 'notification' });
    return marked.length;
  });
}
