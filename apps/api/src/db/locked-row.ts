import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../lib/errors.ts';
import type { Db } from './client.ts';

/**
 * The row of `table` with this id, locked until the transaction `tx` ends (SELECT ... FOR UPDATE);
 * a 404 (with `notFound` as its message, if given) when there is none.
 */
export async function lockedRow<T extends PgTable & { id: AnyPgColumn }>(
  tx: Db,
  table: T,
  id: string,
  notFound?: string,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', notFound);
  return row as T['$inferSelect'];
}
