import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** The plan PostgreSQL picks when sequential scans are ruled out (the test tables are tiny). */
export async function explain(db: Db, query: Parameters<typeof sql>[1]): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
