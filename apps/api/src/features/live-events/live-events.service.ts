import type { LiveEvent, LiveEventKind } from '@servihogar/shared/live-events';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { liveEventCursors, liveEvents } from '../../db/tables/live-events.table.ts';

/** How long an event is kept for a stream that resumes; older ones are swept. */
export const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;
/** Rows read at once when a stream catches up (it reads again while a page is full). */
export const REPLAY_PAGE = 500;
/** Rows the sweep deletes at once: a bounded statement every minute. */
const SWEEP_BATCH = 5_000;

export type StoredLiveEvent = { seq: number; event: LiveEvent };

/** The account's last event number (0 before its first event). */
export async function lastSeqOf(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ seq: liveEventCursors.seq })
    .from(liveEventCursors)
    .where(eq(liveEventCursors.accountId, accountId));
  return row?.seq ?? 0;
}

/** The account's kept events after `after`, oldest first, at most REPLAY_PAGE. */
export async function eventsAfter(db: Db, accountId: string, after: number): Promise<StoredLiveEvent[]> {
  const rows = await db
    .select({ seq: liveEvents.seq, kind: liveEvents.kind, solicitudId: liveEvents.solicitudId })
    .from(liveEvents)
    .where(and(eq(liveEvents.accountId, accountId), gt(liveEvents.seq, after)))
    .orderBy(asc(liveEvents.seq))
    .limit(REPLAY_PAGE);
  return rows.map(({ seq, kind, solicitudId }) => ({
    seq,
    event: { kind: kind as LiveEventKind, ...(solicitudId ? { solicitudId } : {}) },
  }));
}

/** Deletes events older than LIVE_EVENTS_KEPT_MS, a batch at a time (the jobs' sweep, every minute). */
/** The live events' retention: a sweep that drops the events no page can resume from any more. */
export function registerLiveEventJobs(deps: Pick<AppDeps, 'jobs'>): void {
  deps.jobs.sweep('live-events', sweepOldLiveEvents);
}

async function sweepOldLiveEvents(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - LIVE_EVENTS_KEPT_MS);
  await db.execute(sql`
    delete from ${liveEvents} where (account_id, seq) in (
      select account_id, seq from ${liveEvents} where ${lt(liveEvents.createdAt, before)} limit ${SWEEP_BATCH}
    )`);
}
