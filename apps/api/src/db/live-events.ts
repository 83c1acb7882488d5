import type { LiveEvent } from '@servihogar/shared/live-events';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The NOTIFY channel the `GET /events` streams of every replica listen on. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/**
 * Tells the open pages of `userIds` that `event` happened. Called with the transaction that
 * writes the change: PostgreSQL (and PGlite) deliver a NOTIFY only when that transaction commits,
 * so a page never hears of a change it cannot read yet, and a rolled-back change is never heard.
 */
export async function publishLive(tx: Db, userIds: readonly string[], event: LiveEvent): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify({ userIds, event })})`);
}
