import { NEARBY_MAX, NEARBY_RADIUS_KM } from '@servihogar/shared/constants';
import type { NearbyProfessional, NearbyQuery } from '@servihogar/shared/professionals';
import { asc, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointOf, pointParam } from '../../db/earth-point.ts';
import { listedCondition, listedUntil } from '../../db/listing.ts';
import { publicColumns, publicKm, servicesJson, toPublicWithServices } from '../../db/public-professional.ts';
import { professionals } from '../../db/tables/professionals.table.ts';

const RADIUS_M = NEARBY_RADIUS_KM * 1000;

/**
 * Nearest-neighbour search on the GiST index (exported so tests can EXPLAIN it). The inner query
 * walks professionals_earth_idx in `<->` order (cube's KNN distance: the chord through the earth,
 * monotonic in the great-circle distance) and stops at NEARBY_MAX listed rows, so nothing is
 * sorted. The radius is cut afterwards, on those rows only: as a filter of the walk it would make
 * a sparse area (fewer than NEARBY_MAX in range) walk the whole index. An earth_box condition is
 * not used either: its selectivity estimate makes the planner prefer a bitmap scan plus a sort.
 */
export function nearbyQuery(db: Db, point: NearbyQuery, now: Date) {
  const here = pointParam(point);
  const nearest = db
    .select({
      ...publicColumns,
      // In the walk's select list: computed for the rows it keeps only, in the same round trip.
      servicio: servicesJson.as('servicio'),
      until: listedUntil.as('until'),
      knn: sql<number>`${pointOf(professionals)} <-> ${here}`.as('knn'),
      distance: sql<number>`earth_distance(${pointOf(professionals)}, ${here})`
        .mapWith(Number)
        .as('distance'),
    })
    .from(professionals)
    .where(listedCondition(now))
    .orderBy(sql`knn`)
    .limit(NEARBY_MAX)
    .as('nearest');
  // Ordered by the inner sort key, which the planner knows the subquery already yields: no Sort.
  return db.select().from(nearest).where(lte(nearest.distance, RADIUS_M)).orderBy(asc(nearest.knn));
}

/** Listed professionals within NEARBY_RADIUS_KM of the point, nearest first, with the distance in km. */
export async function findNearby(db: Db, point: NearbyQuery, now: Date): Promise<NearbyProfessional[]> {
  return (await findNearbyUntil(db, point, now)).value;
}

/**
 * The nearby answer and when time alone takes one of its rows off (for the response cache). A row
 * beyond the 20 nearest can only join the answer when one of them leaves: that instant is covered.
 */
export async function findNearbyUntil(
  db: Db,
  point: NearbyQuery,
  now: Date,
): Promise<{ value: NearbyProfessional[]; until: Date | null }> {
  const rows = await nearbyQuery(db, point, now);
  const value = rows.map((row) => ({
    ...toPublicWithServices(row),
    distanciaKm: publicKm(row.distance),
  }));
  const until = rows.reduce((min, row) => Math.min(min, Number(row.until)), Number.POSITIVE_INFINITY);
  return { value, until: Number.isFinite(until) ? new Date(until) : null };
}
