import { RESULTS_COUNT_MAX } from '@servihogar/shared/finding';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointOf, pointParam } from '../../db/earth-point.ts';
import { listings } from '../../db/tables/listings.table.ts';
import { cityKey, type FindingQuery, findingConditions, listedRows } from './conditions.sql.ts';
import type { Search } from './words.sql.ts';

const l = listings;

/**
 * When a city finds no one: up to 5 other cities whose listed professionals match everything else,
 * nearest to the point first (the browser's, or the chosen city's from the gazetteer) or, without
 * a point, those with most professionals first (counted up to RESULTS_COUNT_MAX + 1). The
 * category's cities come one index probe each (a skip scan of listings_city_name_idx), then each
 * city's nearest match (a KNN probe) or its capped count: never a pass over the whole category.
 */
export async function nearestLocalities(
  db: Db,
  query: FindingQuery,
  now: Date,
  search: Search | null,
): Promise<{ ciudad: string; distanciaKm: number | null }[]> {
  const elsewhere = { ...query, ciudad: undefined, ciudades: undefined };
  const { category } = listedRows(elsewhere, search);
  const here =
    query.latitude !== undefined && query.longitude !== undefined ? pointParam(query as Point) : null;
  const city = cityKey(l);
  const inCity = and(findingConditions(db, elsewhere, now, search), sql`${city} = cities.k`);
  const best = here
    ? sql`select ${l.ciudad} as ciudad, earth_distance(${pointOf(l)}, ${here}) as distance, 0 as n
        from ${l} where ${inCity} order by ${pointOf(l)} <-> ${here} limit 1`
    : sql`select min(ciudad) as ciudad, null::float8 as distance, count(*) as n
        from (select ${l.ciudad} as ciudad from ${l} where ${inCity} limit ${RESULTS_COUNT_MAX + 1}) as matched
        having count(*) > 0`;
  const { rows } = await db.execute<{ ciudad: string; distance: number | null }>(sql`
    with recursive cities(k) as (
      (select ${city} from ${l} where ${l.categorySlug} = ${category} order by 1 limit 1)
      union all
      select (select ${city} from ${l} where ${l.categorySlug} = ${category} and ${city} > cities.k
        order by 1 limit 1)
      from cities where cities.k is not null)
    select found.ciudad, found.distance from cities cross join lateral (${best}) as found
    where cities.k is not null
    order by found.distance asc nulls last, found.n desc, found.ciudad
    limit 5`);
  return rows.map((row) => ({
    ciudad: row.ciudad,
    distanciaKm: row.distance === null ? null : Number(row.distance),
  }));
}

type Point = { latitude: number; longitude: number };
