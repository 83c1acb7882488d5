import { ACCENTED, UNACCENTED } from '@servihogar/shared/text';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';

/** `'a', 'b', 'c'` for a CHECK (... IN (...)) constraint; constraints cannot take parameters. */
export function sqlList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

/**
 * The text folded in SQL the way `foldForSearch` folds it in TypeScript: lower() then translate()
 * of the accented letters. Plain built-ins, so it runs the same on PGlite and PostgreSQL without
 * the unaccent extension; lower() first because under the C locale it leaves 'Á' alone.
 */
export const folded = (text: SQL | SQL.Aliased | AnyColumn) =>
  sql`translate(lower(${text}), ${ACCENTED}, ${UNACCENTED})`;

/** The text as a literal LIKE pattern piece (`%`, `_` and `\` match only themselves). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A CHECK that `column` holds one of `values` (a text column standing for an enumeration). */
export const checkIn = (name: string, column: AnyColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sqlList(values)})`);

/**
 * An instant as Tucumán's wall-clock `timestamp` (shared/calendar.ts: UTC−3, no daylight saving
 * time; written as an offset so PGlite needs no zone database).
 */
export const argentineLocal = (instant: unknown) =>
  sql`((${instant} at time zone 'UTC') - interval '3 hours')`;

/** The Monday (`YYYY-MM-DD`) of an instant's Tucumán week. */
export const argentineWeekOf = (instant: SQL | AnyColumn) =>
  sql<string>`to_char(date_trunc('week', ${argentineLocal(instant)}), 'YYYY-MM-DD')`;
