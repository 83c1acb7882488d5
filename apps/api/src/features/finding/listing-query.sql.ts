import { RESULTS_COUNT_MAX } from '@servihogar/shared/finding';
import {
  type ProfessionalsListQuery,
  REMOVABLE_FILTERS,
  type RemovableFilter,
} from '@servihogar/shared/professionals';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointOf } from '../../db/earth-point.ts';
import { listedUntil } from '../../db/listing.ts';
import { publicColumns, servicesJson, signalColumns } from '../../db/public-professional.ts';
import { listings } from '../../db/tables/listings.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { type FindingQuery, findingConditions, listedRows } from './conditions.sql.ts';
import { decodeCursor } from './cursor.ts';
import { sortOf } from './sorts.sql.ts';
import type { Search } from './words.sql.ts';

// The page's query and its count (decision 0041): the listing rows, filtered, sorted, cut.
const l = listings;
const id = l.professionalId;

const nullableNumber = (value: unknown) => (value === null ? null : Number(value));

/**
 * A page of listed professionals, their services included, as one query (exported so tests and
 * the bench can EXPLAIN it): the listing rule, the filters, the search and the sort together on the
 * listing rows. Fetches one row more than the page to know whether another follows.
 */
export function listingQuery(db: Db, query: FindingQuery, now: Date, search: Search | null = null) {
  const sort = sortOf(query);
  const cursor = decodeCursor(query, sort.size);
  const matching = and(findingConditions(db, query, now, search), cursor ? sort.after(cursor.k) : undefined);
  // The page's listing rows first, sorted and cut, then their professionals: a search's hundreds of
  // matches are sorted without joining each. Named as the table, so the columns below read it.
  const rows = db
    .select()
    .from(l)
    .where(query.sort === 'cercania' && sort.here ? nearest(db, query, search, matching, sort.knn) : matching)
    .orderBy(...sort.order)
    .limit(query.offset + query.limit + 1)
    .as('listings');
  return db
    .select({
      ...publicColumns,
      ...signalColumns,
      servicio: servicesJson,
      until: listedUntil,
      cursorCreatedAt: sql<string>`${l.createdAt}::text`,
      // The sort keys of their own only where the sort needs them.
      knn: (query.sort === 'cercania' ? sort.knn : sql`null::float8`).mapWith(nullableNumber),
      rate: (query.sort === 'tarifa' ? sort.rate : sql`null::int`).mapWith(nullableNumber),
      distance: (sort.here ? sql`earth_distance(${pointOf(l)}, ${sort.here})` : sql`null::float8`).mapWith(
        nullableNumber,
      ),
    })
    .from(rows)
    .innerJoin(professionals, eq(professionals.id, id))
    .orderBy(...sort.order)
    .limit(query.limit + 1)
    .offset(query.offset);
}

/**
 * 'Más cerca' (decision 0043): the matches that reach the page, found by one walk of the GiST
 * index in distance order alone, with every row as near as the last one (WITH TIES). Before
 * PostgreSQL 17 a KNN walk cannot feed the id's tie-break, and the page would sort every match;
 * the page sorts only these.
 */
function nearest(db: Db, query: FindingQuery, search: Search | null, matching: SQL | undefined, knn: SQL) {
  const walk = db.select({ id }).from(l).where(matching).orderBy(sql`${knn} asc nulls last`);
  const reach = query.offset + query.limit + 1;
  return and(
    eq(l.categorySlug, listedRows(query, search).category),
    sql`${id} in (${walk} fetch first ${reach} rows with ties)`,
  );
}

/**
 * How many match, counted up to RESULTS_COUNT_MAX + 1 (the same conditions, on the listing rows
 * alone: within a city or a category, listings_city_name_idx alone, decision 0047).
 */
export function countQuery(db: Db, query: FindingQuery, now: Date, search: Search | null) {
  const where = findingConditions(db, query, now, search);
  return db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`(select 1 from ${l} where ${where} limit ${RESULTS_COUNT_MAX + 1}) as matched`);
}

/** Whether a removable filter narrows the query ('false' and an empty list do not). */
function narrows(query: ProfessionalsListQuery, filter: RemovableFilter): boolean {
  const value = query[filter];
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== 'false';
}

/**
 * When the filters leave no one (issue 44 item 5): for each filter that narrows the query, how
 * many match without it, counted up to RESULTS_COUNT_MAX + 1 as the page's count is. One statement
 * of capped counts, each on the index the page's own count uses.
 */
export async function countsWithoutEachFilter(
  db: Db,
  query: FindingQuery,
  now: Date,
  search: Search | null,
): Promise<{ filtro: RemovableFilter; total: number }[]> {
  const active = REMOVABLE_FILTERS.filter((filter) => narrows(query, filter));
  if (active.length === 0) return [];
  const counts = active.map((filter) => {
    const without = {
      ...query,
      [filter]: undefined,
      ...(filter === 'tarifaMax' ? { tarifaPor: undefined } : {}),
    };
    return sql`(${countQuery(db, without, now, search)})`;
  });
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`select ${sql.join(
      counts.map((count, i) => sql`${count} as ${sql.identifier(`n${i}`)}`),
      sql`, `,
    )}`,
  );
  return active.map((filtro, i) => ({ filtro, total: Number(rows[0]![`n${i}`]) }));
}
