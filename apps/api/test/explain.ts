import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * The plan PostgreSQL picks when sequential scans are ruled out (the test tables are tiny). With
 * `walks`, bitmap scans and sorts are penalised too, as on a large table where a LIMIT makes an
 * ordered index walk the cheap plan: a Sort left in it means no index has the query's order.
 */
export async function explain(
  db: Db,
  query: Parameters<typeof sql>[1],
  { walks = false } = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (walks) {
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
    }
    const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/**
 * VACUUM ANALYZE `table` until every page is all-visible, as autovacuum leaves a quiet table. A
 * transaction of the test app's own jobs open at that moment keeps VACUUM from marking the pages,
 * and the planner then costs an index-only scan as a table read for every row.
 */
export async function vacuumed(db: Db, table: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
    const { rows } = await db.execute<{ settled: boolean }>(
      sql`select relallvisible >= relpages as settled from pg_class where relname = ${table}`,
    );
    if (rows[0]?.settled) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${table}: VACUUM left pages that are not all-visible`);
}
