import type { PushSubscriptionInput } from '@servihogar/shared/push';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/tables/push-subscriptions.table.ts';
import type { StoredSubscription } from './push.sender.ts';

/**
 * Keeps a browser's subscription for the caller. An endpoint is one device: subscribing it again
 * (new keys, or another person signed in on that phone) moves it to the caller with the new keys.
 */
export async function savePushSubscription(
  db: Db,
  accountId: string,
  input: PushSubscriptionInput,
  now: Date,
) {
  const values = { accountId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: input.endpoint, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Forgets the caller's subscription at `endpoint`; false when the caller had none there. */
export async function deletePushSubscription(db: Db, accountId: string, endpoint: string) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** Every device of the person. */
export async function pushSubscriptionsOf(db: Db, accountId: string): Promise<StoredSubscription[]> {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.accountId, accountId));
}

/** After a send: the push service's 404/410 drop those endpoints; the others are marked sent. */
export async function recordPushOutcomes(db: Db, outcomes: { endpoint: string; gone: boolean }[], now: Date) {
  const gone = outcomes.filter((o) => o.gone).map((o) => o.endpoint);
  const sent = outcomes.filter((o) => !o.gone).map((o) => o.endpoint);
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, gone));
  if (sent.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ lastSentAt: now })
      .where(inArray(pushSubscriptions.endpoint, sent));
  }
}
