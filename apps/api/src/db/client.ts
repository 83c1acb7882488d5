import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
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
  /**
   * Embedded database only: runs `read` and dumps the data directory (a gzipped tar, what
   * `loadDataDir` takes) with no write in between, while the server keeps serving (backups).
   */
  snapshot?<T>(read: (query: SqlQuery) => Promise<T>): Promise<{ value: T; dataDir: Blob }>;
  /** Calls `observer` with the duration in seconds of each query (metrics); one observer at a time. */
  observeQueries(observer: QueryObserver): void;
  /**
   * PostgreSQL only: a new connection outside the pool, with the pool's settings but no statement
   * timeout, for a session that waits (LISTEN, decision 0058). The caller connects and ends it.
   */
  dedicatedClient?(): pg.Client;
  /** PostgreSQL only: the pool's connections (metrics). */
  poolUse?(): { total: number; idle: number; waiting: number };
};

export type QueryObserver = (seconds: number) => void;

/** Raw SQL returning rows, for code that must run the same text on either driver. */
export type SqlQuery = (text: string) => Promise<Record<string, unknown>[]>;

/** `postgres`: the server's bounds (its statement timeout); the command-line tools go without. */
export async function openDb(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>,
  postgres: PostgresOptions = {},
): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, postgres);
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
export const PGLITE_EXTENSIONS = { btree_gist, cube, earthdistance, pg_trgm, unaccent };

const PGLITE_SHARED_BUFFERS = '16MB';

/** `loadDataDir` starts from a dump (`dumpDataDir`) instead of an empty cluster; tests use it. */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    // PostgreSQL's 128 MB default lives in the WebAssembly memory, which never shrinks; the data
    // files are read through Node (the OS page cache) anyway. Decision 0034.
    postgresqlconf: [`shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...options,
  });
  const timer = queryTimer();
  // Queries inside a transaction go through the transaction's handle and are not timed.
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    const started = performance.now();
    try {
      return await query(...args);
    } finally {
      timer.record(started);
    }
  }) as typeof client.query;
  return {
    ...openDatabase('pglite', drizzlePglite({ client }), () => client.close(), timer),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    // Queries outside a transaction wait for it to end, so nothing is written between read and dump.
    snapshot: (read) =>
      client.transaction(async (tx) => {
        const value = await read(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
        return { value, dataDir: await client.dumpDataDir('gzip') };
      }),
  };
}

/** How long a new connection, or a turn for one of the pool's, may take before the request gets a 503. */
const CONNECT_TIMEOUT_MS = 3_000;
/** An idle connection is probed after this long, so a peer that vanished is found (TCP keepalive). */
const KEEPALIVE_AFTER_MS = 10_000;
/** Past the statement timeout, how long the server's own cancellation may take to arrive. */
const CANCEL_GRACE_MS = 1_000;

export type PostgresOptions = {
  /**
   * Longest statement, in ms (PostgreSQL's `statement_timeout`); a query with no answer by then plus
   * CANCEL_GRACE_MS has its connection closed, as one whose packets are dropped. 0: no limit (the
   * migrations, the command-line tools and the tests of other things).
   */
  statementTimeoutMs?: number;
};

export async function openPostgres(
  connectionString: string,
  { statementTimeoutMs = 0 }: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Short queries only (decision 0042): launching a parallel worker costs more than any of them.
    options: '-c max_parallel_workers_per_gather=0',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_AFTER_MS,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const timer = queryTimer();
  const deadlineMs = statementTimeoutMs > 0 ? statementTimeoutMs + CANCEL_GRACE_MS : 0;
  // Every query, pooled or in a transaction, runs on one of the pool's clients.
  pool.on('connect', (client) => {
    // A checked-out client (in a transaction) can lose its connection too (a pooler's restart, a
    // failover): its queries fail (503, lib/errors.ts), the pool drops it, and without this
    // listener its 'error' event would end the process (hardening round 3).
    client.on('error', () => {});
    timeClientQueries(client, timer, deadlineMs);
  });
  return {
    ...openDatabase('postgres', drizzleNodePg({ client: pool }), () => pool.end(), timer),
    dedicatedClient: () =>
      new pg.Client({
        connectionString,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
        keepAliveInitialDelayMillis: KEEPALIVE_AFTER_MS,
      }),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

type QueryTimer = { observer?: QueryObserver; record(started: number): void };

function queryTimer(): QueryTimer {
  const timer: QueryTimer = {
    record: (started) => timer.observer?.((performance.now() - started) / 1000),
  };
  return timer;
}

/** Ends the connection under `client`: its queries fail at once and the pool drops it. */
const dropConnection = (client: pg.PoolClient) =>
  (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();

/**
 * Times each query (metrics) and, with `deadlineMs`, closes the connection of one that has no answer
 * by then: PostgreSQL would have cancelled it itself, so the network is dropping its packets.
 */
function timeClientQueries(client: pg.PoolClient, timer: QueryTimer, deadlineMs: number) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const started = performance.now();
    const deadline = deadlineMs > 0 ? setTimeout(() => dropConnection(client), deadlineMs) : undefined;
    const settled = () => {
      clearTimeout(deadline);
      timer.record(started);
    };
    const last = args.at(-1);
    // pg-pool passes a callback; drizzle awaits the promise.
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        settled();
        return (last as (...r: unknown[]) => unknown)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(settled, settled);
    else clearTimeout(deadline);
    return result;
  };
}

/** Either driver behind one handle: `ping` fails once closed, and `close` ends the driver once. */
function openDatabase(kind: DbKind, db: Db, end: () => Promise<void>, timer: QueryTimer): Database {
  let closed = false;
  return {
    db,
    kind,
    observeQueries: (observer) => {
      timer.observer = observer;
    },
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
