import type { ProfessionalsListQuery } from '@servihogar/shared/professionals';
import { asc, type SQL, sql } from 'drizzle-orm';
import { pointOf, pointParam } from '../../db/earth-point.ts';
import { listings } from '../../db/tables/listings.table.ts';
import type { Key, Sort } from './cursor.ts';

// The page reads the listing rows (decision 0041): each sort is the order of one of their indexes.
const l = listings;
const id = l.professionalId;

// Written like the indexes (DESC NULLS LAST) so PostgreSQL walks them instead of sorting.
const byName = [asc(l.nombre), asc(l.apellido), asc(id)];

/** Where the page sorts by a nullable key (distance, rate): nulls last, then the id. */
function afterNullable(key: SQL, value: Key, after: Key): SQL {
  if (value === null) return sql`(${key} is null and ${id} > ${after}::uuid)`;
  return sql`(${key} > ${value}::float8 or ${key} is null or (${key} = ${value}::float8 and ${id} > ${after}::uuid))`;
}

/**
 * Each sort: its ORDER BY, the cursor's key of a row (the sort columns), the shape of that key,
 * and the rows strictly after a cursor (each first column is an index bound).
 */
export function sortOf(query: ProfessionalsListQuery) {
  const here =
    query.latitude !== undefined && query.longitude !== undefined ? pointParam(query as Point) : null;
  const knn = here ? sql<number | null>`${pointOf(l)} <-> ${here}` : sql<null>`null::float8`;
  const rate = sql`${l.rateAmount}`;
  const sorts = {
    todos: {
      order: byName,
      size: 3,
      after: (k: Key[]) => sql`(${l.nombre}, ${l.apellido}, ${id}) > (${k[0]}, ${k[1]}, ${k[2]}::uuid)`,
    },
    mejorCalificacion: {
      order: [sql`${l.calificacion} desc nulls last`, ...byName],
      size: 4,
      after: (k: Key[]) => {
        const rating = sql`${k[0]}::real`;
        return sql`(${l.calificacion} <= ${rating} and (${l.calificacion} < ${rating}
          or (${l.nombre}, ${l.apellido}, ${id}) > (${k[1]}, ${k[2]}, ${k[3]}::uuid)))`;
      },
    },
    fechaCercana: {
      order: [sql`${l.createdAt} desc nulls last`, asc(id)],
      size: 2,
      after: (k: Key[]) => {
        const at = sql`${k[0]}::timestamptz`;
        return sql`(${l.createdAt} <= ${at} and (${l.createdAt} < ${at} or ${id} > ${k[1]}::uuid))`;
      },
    },
    // "Destacados primero" (decision 0067): listings_featured_idx, then as mejorCalificacion.
    destacados: {
      order: [sql`${l.destacado} desc nulls last`, sql`${l.calificacion} desc nulls last`, ...byName],
      size: 5,
      after: (k: Key[]) => {
        const featured = sql`${k[0]}::boolean`;
        const rating = sql`${k[1]}::real`;
        return sql`(${l.destacado} <= ${featured} and (${l.destacado} < ${featured}
          or (${l.calificacion} <= ${rating} and (${l.calificacion} < ${rating}
          or (${l.nombre}, ${l.apellido}, ${id}) > (${k[2]}, ${k[3]}, ${k[4]}::uuid)))))`;
      },
    },
    // The GiST index walked in distance order (cube's KNN), rows without a point last.
    cercania: {
      order: [sql`${knn} asc nulls last`, asc(id)],
      size: 2,
      after: (k: Key[]) => afterNullable(knn, k[0]!, k[1]!),
    },
    // The asked service's rate (on the ANY_SERVICE rows, the lowest), rows without one last.
    tarifa: {
      order: [sql`${rate} asc nulls last`, asc(id)],
      size: 2,
      after: (k: Key[]) => afterNullable(rate, k[0]!, k[1]!),
    },
  } satisfies Record<Sort, unknown>;
  return { ...sorts[query.sort], here, knn, rate };
}

type Point = { latitude: number; longitude: number };
