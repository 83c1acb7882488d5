import type pg from 'pg';
import type { Database } from '../db/client.ts';

/**
 * The version of the public data (decision 0028): cached public answers are keyed by it.
 * `current()` never yields a version older than the last write committed before it was called.
 */
export type DataVersion = {
  current(): number | Promise<number>;
  /**
   * Whether every change after version `since`, up to `until`, touched other professionals only
   * (not `professionalId`, nor what everyone's data shows, such as the categories). False when
   * that is not known.
   */
  onlyOthersChanged(professionalId: string, since: number, until: number): boolean;
  close(): Promise<void>;
};

const CHANNEL = 'data_version';

/** Changes whose scope the embedded database remembers (older ones: unknown, so "changed"). */
const REMEMBERED = 1024;

/**
 * PGlite: this process owns the data, and the trigger's NOTIFY arrives before the committing
 * query resolves: a counter in memory, no query per read, and each change's scope (its payload:
 * the professional's id, or '' for anyone's data). PostgreSQL: other replicas write too, so the
 * row is read per request, batched (`batchedReader`), and what changed is not known.
 */
export async function createDataVersion(database: Database): Promise<DataVersion> {
  if (database.listen) {
    let local = 0;
    // scopes[i] is the scope of change number `local - scopes.length + 1 + i`.
    const scopes: string[] = [];
    const unlisten = await database.listen(CHANNEL, (scope) => {
      local++;
      scopes.push(scope);
      if (scopes.length > 2 * REMEMBERED) scopes.splice(0, REMEMBERED);
    });
    return {
      current: () => local,
      onlyOthersChanged(professionalId, since, until) {
        const first = local - scopes.length + 1;
        if (since > until || since + 1 < first || until > local) return false;
        for (let v = since + 1; v <= until; v++) {
          const scope = scopes[v - first];
          if (scope === '' || scope === professionalId) return false;
        }
        return true;
      },
      // The database may be closed first (a failed start): nothing left to unsubscribe from then.
      close: () => unlisten().catch(() => {}),
    };
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
    onlyOthersChanged: () => false,
    close: async () => {},
  };
}
