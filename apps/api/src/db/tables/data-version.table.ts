import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row: the version of everything a public read shows (decision 0028, which supersedes 0018;
 * docs/database.md). A deferred trigger on each public table bumps it in the writing transaction,
 * so cached public answers keyed by it are never served after a committed write, on any replica.
 */
export const dataVersion = pgTable(
  'data_version',
  {
    id: smallint('id').primaryKey().default(1),
    v: bigint('v', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('data_version_single_row', sql`${t.id} = 1`)],
);
