import type pg from 'pg';
import type { Database } from '../db/client.ts';

/**
 * The version of the public data (decision 0018): cached public answers are keyed by it.
 * `current()` never yields a version older than the last write committed before it was called.
 */
export type DataVersion = {
  current(): number | Promise<number>;
  close(): Promise<void>;
};

const CHANNEL = 'data_version';

/**
 * PGlite: this process owns the data, and the trigger's NOTIFY arrives before the committing
 * query resolves: a counter in memory, no query per read. PostgreSQL: other replicas write too,
 * so the row is read per request, batched (`batchedReader`).
 */
export async function createDataVersion(database: Database): Promise<DataVersion> {
  if (database.listen) {
    let local = 0;
    const unlisten = await database.listen(CHANNEL, () => {
      local++;
    });
    // The database may be closed first (a failed start): nothing left to unsubscribe from then.
    return { current: () => local, close: () => unlisten().catch(() => {}) };
  }
  // A named statement straight on the pool: parsed and planned once per connection, no query builder.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return batchedReader(async () => {
    const result = await pool.query<{ v: string }>({
      name: 'data_version',
      text: 'select v from data_version where id = 1',
    });
    return Number(result.rows[0]?.v ?? 0);
  });
}

/** Reads in flight at once at most: a slow database must not see its pool filled with them. */
const READ_LANES = 2;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Callers share reads, and a read never answers a caller that arrived after it started: callers
 * wait for this turn's I/O (so every request that arrived meanwhile joins) and share the read that
 * starts then. Reads take turns in READ_LANES lanes: the next one starts beside the one in flight,
 * and waits only when every lane is busy.
 */
export function batchedReader(read: () => Promise<number>): DataVersion {
  const lanes: Promise<unknown>[] = Array.from({ length: READ_LANES }, () => Promise.resolve());
  let lane = 0;
  let next: Promise<number> | null = null;
  return {
    current() {
      if (!next) {
        const mine = lane;
        lane = (lane + 1) % READ_LANES;
        next = (lanes[mine] as Promise<unknown>)
          .catch(() => {})
          .then(nextTurn)
          .then(() => {
            next = null;
            const started = read();
            lanes[mine] = started;
            return started;
          });
      }
      return next;
    },
    close: async () => {},
  };
}
