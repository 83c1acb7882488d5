import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationParties, messages } from '../../db/tables/conversations.table.ts';

/**
 * A deleted account's side of its conversations (Ley 25.326): the messages it wrote go, and its
 * read marks; the other party's unread counts are counted again without them. Returns the photo
 * keys to delete once the transaction commits.
 */
export async function forgetMessagesOf(tx: Db, accountId: string): Promise<string[]> {
  const gone = await tx
    .delete(messages)
    .where(eq(messages.authorAccountId, accountId))
    .returning({ solicitudId: messages.solicitudId, photoKey: messages.photoKey });
  await tx.delete(conversationParties).where(eq(conversationParties.accountId, accountId));
  const touched = [...new Set(gone.map((m) => m.solicitudId))];
  if (touched.length > 0) {
    await tx
      .update(conversationParties)
      .set({
        unread: sql`(select count(*)::int from ${messages} m
          where m.solicitud_id = ${conversationParties.solicitudId}
            and m.author_account_id <> ${conversationParties.accountId}
            and (${conversationParties.readAt} is null or m.created_at > ${conversationParties.readAt}))`,
      })
      .where(and(inArray(conversationParties.solicitudId, touched), gt(conversationParties.unread, 0)));
  }
  return gone.flatMap((m) => (m.photoKey ? [m.photoKey] : []));
}
