import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/**
 * How many transactions are open on the database right now (not counting this check): PGlite's one
 * session in a transaction block, or PostgreSQL's other sessions of this database inside one. A
 * handler awaiting the network must never hold one (decision 0051).
 */
export async function openTransactions(database: Database): Promise<number> {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return client.isInTransaction() ? 1 : 0;
  }
  const result = await database.db.execute<{ open: number }>(sql`
    select count(*)::int as open from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`);
  return result.rows[0]!.open;
}
