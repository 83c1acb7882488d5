import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Assume } from 'drizzle-orm/utils';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockPgliteDir } from './pglite-lock.ts';

// What both drivers' raw results share (`db.execute(sql)` gives `{ rows }` on PGlite and pg alike).
// An interface, not a type: Drizzle's result kinds rely on `this`.
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}
export type RowsResult<Row> = { rows: Row[] };

/** The Drizzle handle every service takes; the same code runs on PGlite and PostgreSQL. */
export type Db = PgDatabase<RowsResultHKT>;
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Embedded database only (one process owns the data): calls `onNotify` with the payload of each
   * NOTIFY on `channel`, before the committing query's promise resolves. Resolves to the unsubscribe.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
};

export async function openDb(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  const dataDir = join(config.DATA_DIR, 'db');
  mkdirSync(dataDir, { recursive: true });
  const release = lockPgliteDir(dataDir);
  try {
    const database = await openPglite(dataDir);
    const close = database.close;
    return { ...database, close: () => close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/** The contrib modules the migrations create (distance search; trigram and accent-free search). */
export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm, unaccent };

/** `loadDataDir` starts from a dump (`dumpDataDir`) instead of an empty cluster; tests use it. */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, ...options });
  return {
    ...openDatabase('pglite', drizzlePglite({ client }), () => client.close()),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return openDatabase('postgres', drizzleNodePg({ client: pool }), () => pool.end());
}

/** Either driver behind one handle: `ping` fails once closed, and `close` ends the driver once. */
function openDatabase(kind: DbKind, db: Db, end: () => Promise<void>): Database {
  let closed = false;
  return {
    db,
    kind,
    ping: async () => {
      if (closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await end();
    },
  };
}
