import { argentineYear } from '@servihogar/shared/calendar';
import { gte, sql } from 'drizzle-orm';
import type { PgSequence } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { holidays } from './tables/data-rights-requests.table.ts';

// What the features with case numbers and business-day deadlines share (complaints' tickets,
// guarantee claims' codes, data-rights requests' and claims' deadlines).

/** A case number: this year (in Argentina) and the sequence's next value, which is never reused. */
export async function nextCaseNumber(
  db: Db,
  sequence: PgSequence,
  format: (year: number, n: number) => string,
  now: Date,
): Promise<string> {
  const result = await db.execute<{ n: string }>(sql`select nextval(${sequence.seqName}) as n`);
  return format(argentineYear(now), Number(result.rows[0]!.n));
}

/** The national holidays from `from` on (the table is small: a year holds about twenty). */
export async function holidaysFrom(db: Db, from: string): Promise<Set<string>> {
  const rows = await db.select({ day: holidays.day }).from(holidays).where(gte(holidays.day, from));
  return new Set(rows.map((r) => r.day));
}
