import { createHmac, randomBytes } from 'node:crypto';
import { argentineDay } from '@servihogar/shared/calendar';
import { REVEAL_SOURCE, type ViewSource } from '@servihogar/shared/view-sources';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Profile views and contact reveals, counted in memory and written to profile_activity_daily in
 * batches (decision 0033): counting adds no database work to the page it counts.
 */
export type ActivityCounter = {
  /**
   * One view of a profile. `viewer` (the signed-in account, else the IP) is only hashed with today's salt, which
   * lives in this process's memory and is replaced at midnight: a viewer counts once a day per
   * profile, and nothing kept can tell who it was.
   */
  view(professionalId: string, source: ViewSource, viewer: string): void;
  /** One contact reveal ("Ver datos"): the solicitud already counts one per client and day. */
  reveal(professionalId: string): void;
  /** Writes what is pending now (the owner's own page calls it, so it reads its latest figures). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending (the server's shutdown). */
  close(): Promise<void>;
};

type Pending = { professionalId: string; day: string; source: string; views: number; reveals: number };

/** Viewers remembered per day at most (about 100 bytes each); past it the day starts afresh. */
const SEEN_MAX = 500_000;
/** Rows per insert statement. */
const BATCH_ROWS = 1000;

export function createActivityCounter(options: {
  db: Db;
  now: () => Date;
  flushMs?: number;
  onError?: (error: unknown) => void;
}): ActivityCounter {
  const { db, now, flushMs = 5000, onError } = options;
  let pending = new Map<string, Pending>();
  let saltDay = '';
  let salt = randomBytes(32);
  const seen = new Set<string>();
  let writing: Promise<void> = Promise.resolve();

  const add = (professionalId: string, source: string, views: number, reveals: number) => {
    const day = argentineDay(now());
    const key = `${professionalId}|${day}|${source}`;
    const row = pending.get(key) ?? { professionalId, day, source, views: 0, reveals: 0 };
    row.views += views;
    row.reveals += reveals;
    pending.set(key, row);
  };

  const write = async () => {
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    for (let i = 0; i < rows.length; i += BATCH_ROWS) {
      const batch = rows.slice(i, i + BATCH_ROWS);
      try {
        await db.execute(upsert(batch));
      } catch (error) {
        // Counts are best effort: a failed batch is tried again with the next one, never lost twice.
        for (const row of batch) {
          const key = `${row.professionalId}|${row.day}|${row.source}`;
          const next = pending.get(key);
          if (next) {
            next.views += row.views;
            next.reveals += row.reveals;
          } else pending.set(key, row);
        }
        onError?.(error);
      }
    }
  };
  const flush = () => {
    writing = writing.then(write);
    return writing;
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    view(professionalId, source, viewer) {
      const day = argentineDay(now());
      if (day !== saltDay || seen.size >= SEEN_MAX) {
        saltDay = day;
        salt = randomBytes(32);
        seen.clear();
      }
      const key = createHmac('sha256', salt).update(`${professionalId}\n${viewer}`).digest('base64url');
      if (seen.has(key)) return;
      seen.add(key);
      add(professionalId, source, 1, 0);
    },
    reveal(professionalId) {
      add(professionalId, REVEAL_SOURCE, 0, 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** Adds the batch to the day's rows; a professional deleted meanwhile is skipped. */
function upsert(batch: Pending[]): SQL {
  const values = sql.join(
    batch.map(
      (r) =>
        sql`(${r.professionalId}::uuid, ${r.day}::date, ${r.source}, ${r.views}::int, ${r.reveals}::int)`,
    ),
    sql`, `,
  );
  return sql`
    insert into profile_activity_daily (professional_id, day, source, views, reveals)
    select v.professional_id, v.day, v.source, v.views, v.reveals
    from (values ${values}) as v(professional_id, day, source, views, reveals)
    join professionals p on p.id = v.professional_id
    on conflict (professional_id, day, source) do update set
      views = profile_activity_daily.views + excluded.views,
      reveals = profile_activity_daily.reveals + excluded.reveals`;
}
