import type { Column } from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';

/** An SQL value that differs from the column's current one, chosen by its SQL type. */
export function changedValue(column: Column): SQL {
  const type = column.getSQLType();
  const ref = sql.identifier(column.name);
  // The id is new; a reference (the account) is let go.
  if (type === 'uuid') return column.primary ? sql`gen_random_uuid()` : sql`null`;
  if (type === 'boolean') return sql`not ${ref}`;
  if (type === 'text') return sql`coalesce(${ref}, '') || 'x'`;
  if (type.startsWith('timestamp')) return sql`coalesce(${ref}, now()) + interval '1 day'`;
  if (type === 'date') return sql`coalesce(${ref}, current_date) + 1`;
  if (['smallint', 'integer', 'real', 'double precision'].includes(type)) return sql`coalesce(${ref}, 0) + 1`;
  throw new Error(`${column.name}: no test value for the type ${type}`);
}
