import type { LiveEvent } from '@servihogar/shared/live-events';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The NOTIFY channel the `GET /events` streams of every replica listen on. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/** What each NOTIFY carries: the event, and each account it is for with that account's number. */
export type LiveNotice = { event: LiveEvent; to: [accountId: string, seq: number][] };

/** Accounts per NOTIFY: a payload stays well under PostgreSQL's 8 000 bytes. */
const ACCOUNTS_PER_NOTICE = 100;

/**
 * Tells the open pages of `userIds` that `event` happened. Called with the transaction that
 * writes the change: PostgreSQL (and PGlite) deliver a NOTIFY only when that transaction commits,
 * so a page never hears of a change it cannot read yet, and a rolled-back change is never heard.
 * Each account's next number is taken from `live_event_cursors` (its row stays locked until the
 * commit, so an account's numbers commit in order) and the event is kept in `live_events` for a
 * stream that resumes with `Last-Event-ID` (decision 0058).
 */
export async function publishLive(tx: Db, userIds: readonly string[], event: LiveEvent): Promise<void> {
  // Sorted: two transactions bumping the same accounts lock them in the same order (no deadlock).
  const ids = [...new Set(userIds)].sort();
  for (let i = 0; i < ids.length; i += ACCOUNTS_PER_NOTICE) {
    const chunk = ids.slice(i, i + ACCOUNTS_PER_NOTICE);
    await tx.execute(sql`
      with bumped as (
        insert into live_event_cursors (account_id, seq)
        select id, 1 from unnest(${`{${chunk.join(',')}}`}::uuid[]) with ordinality as t(id, n) order by n
        on conflict (account_id) do update set seq = live_event_cursors.seq + 1
        returning account_id, seq
      ), kept as (
        insert into live_events (account_id, seq, kind, solicitud_id)
        select account_id, seq, ${event.kind}, ${event.solicitudId ?? null}::uuid from bumped
        returning account_id, seq
      )
      select pg_notify(${LIVE_EVENTS_CHANNEL}, json_build_object(
        'event', ${JSON.stringify(event)}::json,
        'to', (select json_agg(json_build_array(account_id, seq)) from kept)
      )::text)`);
  }
}
