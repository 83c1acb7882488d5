import { and, eq, gt, isNull, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publishLive } from '../../db/live-events.ts';
import { conversationParties } from '../../db/tables/conversations.table.ts';
import { notifications } from '../../db/tables/notifications.table.ts';
import type { Caller } from '../../plugins/auth.ts';
import { conversationOf } from './conversation-access.ts';
import { touchParty } from './messages.service.ts';

// Each party's side of a conversation: read marks (unread counts) and blocks.

/** `POST /solicitudes/{id}/mensajes/read`: nothing of the other party's is unread any more. */
export async function markRead(db: Db, caller: Caller, id: string, now: Date): Promise<void> {
  await conversationOf(db, caller, id);
  await db.transaction(async (tx) => {
    await touchParty(tx, id, caller.id, null, now);
    // Its message notifications are read too: the bell's count drops and the digest leaves them out.
    const bell = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.accountId, caller.id),
          eq(notifications.kind, 'message'),
          eq(notifications.solicitudId, id),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id });
    // The caller's other open pages (the header's total, the bell) read again.
    await publishLive(tx, [caller.id], { kind: 'message', solicitudId: id });
    if (bell.length > 0) await publishLive(tx, [caller.id], { kind: 'notification' });
  });
}

/** Block (or unblock) the conversation from the caller's side: while either blocks, nobody writes. */
export async function setBlocked(
  db: Db,
  caller: Caller,
  id: string,
  blocked: boolean,
  now: Date,
): Promise<void> {
  const conversation = await conversationOf(db, caller, id);
  await db.transaction(async (tx) => {
    await tx
      .insert(conversationParties)
      .values({ solicitudId: id, accountId: caller.id, blockedAt: blocked ? now : null })
      .onConflictDoUpdate({
        target: [conversationParties.solicitudId, conversationParties.accountId],
        set: { blockedAt: blocked ? now : null },
      });
    const parties = [caller.id, ...(conversation.otherAccountId ? [conversation.otherAccountId] : [])];
    await publishLive(tx, parties, { kind: 'message', solicitudId: id });
  });
}

/** The header's total over the partial index of unread sides (exported for EXPLAIN). */
export const unreadTotalQuery = (db: Db, accountId: string) =>
  db
    .select({ total: sum(conversationParties.unread).mapWith(Number) })
    .from(conversationParties)
    .where(and(eq(conversationParties.accountId, accountId), gt(conversationParties.unread, 0)));

/** The header's total: the caller's unread messages over all their conversations. */
export async function unreadTotal(db: Db, caller: Caller): Promise<number> {
  const [row] = await unreadTotalQuery(db, caller.id);
  return row?.total ?? 0;
}
