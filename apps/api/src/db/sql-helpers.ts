import { type SQL, sql } from 'drizzle-orm';

/** `'a', 'b', 'c'` for a CHECK (... IN (...)) constraint; constraints cannot take parameters. */
export function sqlList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}
