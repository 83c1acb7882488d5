import { sql } from 'drizzle-orm';
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
 * so the row is read per request, but batched: every request waiting while one read is in flight
 * shares the next read (started after they arrived, so it sees what was committed before them).
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
  return batchedReader(async () => {
    const result = await database.db.execute<{ v: string | number }>(
      sql`select v from data_version where id = 1`,
    );
    return Number(result.rows[0]?.v ?? 0);
  });
}

export function batchedReader(read: () => Promise<number>): DataVersion {
  let inFlight: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  const start = (): Promise<number> => {
    const p: Promise<number> = read().finally(() => {
      if (inFlight === p) inFlight = null;
    });
    inFlight = p;
    return p;
  };
  return {
    current() {
      if (!inFlight) return start();
      queued ??= inFlight
        .then(
          () => {},
          () => {},
        )
        .then(() => {
          queued = null;
          return start();
        });
      return queued;
    },
    close: async () => {},
  };
}
