import { RESULTS_COUNT_MAX } from '@servihogar/shared/finding';
import * as msg from '@servihogar/shared/messages';
import type {
  ProfessionalDetail,
  ProfessionalsListQuery,
  PublicProfessional,
} from '@servihogar/shared/professionals';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listedCondition, listedUntil } from '../../db/listing.ts';
import {
  publicColumns,
  publicKm,
  servicesJson,
  signalColumns,
  toPublicWithServices,
} from '../../db/public-professional.ts';
import { listings } from '../../db/tables/listings.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { AppError } from '../../lib/errors.ts';
import { listComments } from '../comments/comments.service.ts';
import {
  findingConditions,
  listedRows,
  nearestLocalities,
  pointOf,
  pointParam,
  type Search,
  searchOf,
} from './finding.sql.ts';

type Sort = ProfessionalsListQuery['sort'];
type Key = string | number | null;
type Cursor = { s: Sort; k: Key[] };
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
function sortOf(query: ProfessionalsListQuery) {
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

const nullableNumber = (value: unknown) => (value === null ? null : Number(value));

const invalidCursor = () =>
  new AppError('VALIDATION', msg.api.invalidQuery, { cursor: msg.api.invalidQuery });

// created_at::text as PostgreSQL writes it (ISO date, time with fraction, numeric offset).
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the value at `i` of a cursor of sort `s` has the type that sort's key has there. */
function keyFits(s: Sort, i: number, value: unknown): boolean {
  if (s === 'mejorCalificacion' && i === 0) return typeof value === 'number';
  if (s === 'cercania' || s === 'tarifa') return i === 1 || value === null || typeof value === 'number';
  if (s === 'fechaCercana' && i === 0) return typeof value === 'string' && TIMESTAMP.test(value);
  return typeof value === 'string';
}

function decodeCursor(query: ProfessionalsListQuery, size: number): Cursor | null {
  if (query.cursor === undefined) return null;
  if (query.offset > 0) throw invalidCursor();
  try {
    const cursor = JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8')) as Cursor;
    if (cursor.s !== query.sort || !Array.isArray(cursor.k) || cursor.k.length !== size)
      throw invalidCursor();
    const uuid = cursor.k.at(-1);
    if (typeof uuid !== 'string' || !UUID.test(uuid)) throw invalidCursor();
    if (!cursor.k.every((value, i) => keyFits(cursor.s, i, value))) throw invalidCursor();
    return cursor;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidCursor();
  }
}

/**
 * A page of listed professionals, their services included, as one query (exported so tests and
 * the bench can EXPLAIN it): the listing rule, the filters, the search and the sort together on the
 * listing rows. Fetches one row more than the page to know whether another follows.
 */
export function listingQuery(db: Db, query: ProfessionalsListQuery, now: Date, search: Search | null = null) {
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
function nearest(
  db: Db,
  query: ProfessionalsListQuery,
  search: Search | null,
  matching: SQL | undefined,
  knn: SQL,
) {
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
export function countQuery(db: Db, query: ProfessionalsListQuery, now: Date, search: Search | null) {
  const where = findingConditions(db, query, now, search);
  return db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`(select 1 from ${l} where ${where} limit ${RESULTS_COUNT_MAX + 1}) as matched`);
}

type ListingRow = Awaited<ReturnType<typeof listingQuery>>[number];

export function cursorOf(sort: Sort, row: ListingRow): string {
  const keys: Record<Sort, Key[]> = {
    todos: [row.nombre, row.apellido, row.id],
    mejorCalificacion: [row.calificacion, row.nombre, row.apellido, row.id],
    fechaCercana: [row.cursorCreatedAt, row.id],
    cercania: [row.knn, row.id],
    tarifa: [row.rate, row.id],
  };
  return Buffer.from(JSON.stringify({ s: sort, k: keys[sort] })).toString('base64url');
}

export type ProfessionalsPage = {
  professionals: PublicProfessional[];
  /** On a first page: how many match, counted up to RESULTS_COUNT_MAX + 1. */
  total?: number;
  /** The cursor of the next page; null on the last one. */
  next: string | null;
  /** When a city finds no one: the nearest other cities that have what was asked. */
  localidadesCercanas?: { ciudad: string; distanciaKm: number | null }[];
  /** The earliest instant at which time alone takes one of these rows off the list. */
  until: Date | null;
};

export async function listProfessionalsPage(
  db: Db,
  query: ProfessionalsListQuery,
  now: Date,
): Promise<ProfessionalsPage> {
  const search = await searchOf(db, query.q, now);
  const rows = await listingQuery(db, query, now, search);
  const page = rows.slice(0, query.limit);
  const more = rows.length > query.limit;
  const until = page.reduce((min, row) => Math.min(min, row.until), Number.POSITIVE_INFINITY);
  const firstPage = query.cursor === undefined && query.offset === 0;
  // A first page that holds every match is its own count; a full one is counted apart, up to 101.
  const total = !firstPage ? null : more ? (await countQuery(db, query, now, search))[0]!.n : rows.length;
  const elsewhere =
    firstPage && total === 0 && query.ciudad ? await nearestLocalities(db, query, now, search) : null;
  return {
    professionals: page.map((row) => ({
      ...toPublicWithServices(row),
      ...(row.distance === null ? {} : { distanciaKm: publicKm(row.distance) }),
    })),
    ...(total === null ? {} : { total }),
    ...(elsewhere
      ? {
          localidadesCercanas: elsewhere.map(({ ciudad, distanciaKm }) => ({
            ciudad,
            distanciaKm: distanciaKm === null ? null : publicKm(distanciaKm),
          })),
        }
      : {}),
    next: more ? cursorOf(query.sort, page.at(-1)!) : null,
    until: Number.isFinite(until) ? new Date(until) : null,
  };
}

export async function listProfessionals(
  db: Db,
  query: ProfessionalsListQuery,
  now: Date,
): Promise<PublicProfessional[]> {
  return (await listProfessionalsPage(db, query, now)).professionals;
}

/**
 * A listed professional's public profile with its comments (404 for unknown or unlisted ones), and
 * the instant at which time alone unlists it (for the response cache).
 */
export async function getProfessionalUntil(
  db: Db,
  id: string,
  now: Date,
): Promise<{ value: ProfessionalDetail; until: Date | null }> {
  const [[row], comentarios] = await Promise.all([
    db
      .select({ ...publicColumns, ...signalColumns, servicio: servicesJson, until: listedUntil })
      .from(professionals)
      .where(and(eq(professionals.id, id), listedCondition(now))),
    listComments(db, id),
  ]);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    value: { ...toPublicWithServices(row), comentarios },
    until: Number.isFinite(row.until) ? new Date(row.until) : null,
  };
}
