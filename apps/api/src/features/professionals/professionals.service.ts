import { categorySlug } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import type {
  ProfessionalDetail,
  ProfessionalsListQuery,
  PublicProfessional,
} from '@servihogar/shared/professionals';
import { isLicensedCategory } from '@servihogar/shared/verification';
import { and, asc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listedCondition, listedUntil } from '../../db/listing.ts';
import {
  publicColumns,
  servicesJson,
  signalColumns,
  toPublicWithServices,
} from '../../db/public-professional.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { AppError } from '../../lib/errors.ts';
import { listComments } from '../comments/comments.service.ts';

// Written like the indexes (DESC NULLS LAST) so PostgreSQL walks them instead of sorting.
const byName = [asc(professionals.nombre), asc(professionals.apellido), asc(professionals.id)];
const ORDER: Record<ProfessionalsListQuery['sort'], SQL[]> = {
  todos: byName,
  mejorCalificacion: [sql`${professionals.calificacion} desc nulls last`, ...byName],
  fechaCercana: [sql`${professionals.createdAt} desc nulls last`, asc(professionals.id)],
};

/** 'Solo verificados' as SQL; must agree with `passesVerifiedFilter` in shared/verification.ts. */
export function verifiedCondition(servicio: string | undefined): SQL {
  const licensed = servicio !== undefined && isLicensedCategory(servicio);
  return licensed
    ? and(eq(professionals.identityVerified, true), eq(professionals.licenseVerified, true))!
    : eq(professionals.identityVerified, true);
}

/** The sort key of a row, as the cursor carries it (created_at as text: microseconds survive). */
const cursorColumns = {
  cursorCreatedAt: sql<string>`${professionals.createdAt}::text`,
};

type Cursor = { s: ProfessionalsListQuery['sort']; k: (string | number)[] };

const invalidCursor = () =>
  new AppError('VALIDATION', msg.api.invalidQuery, { cursor: msg.api.invalidQuery });

function decodeCursor(query: ProfessionalsListQuery): Cursor | null {
  if (query.cursor === undefined) return null;
  if (query.offset > 0) throw invalidCursor();
  try {
    const cursor = JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8')) as Cursor;
    const sizes = { todos: 3, mejorCalificacion: 4, fechaCercana: 2 } as const;
    if (cursor.s !== query.sort || !Array.isArray(cursor.k) || cursor.k.length !== sizes[cursor.s])
      throw invalidCursor();
    const uuid = cursor.k.at(-1);
    if (typeof uuid !== 'string' || !UUID.test(uuid)) throw invalidCursor();
    if (cursor.s === 'mejorCalificacion' && typeof cursor.k[0] !== 'number') throw invalidCursor();
    if (cursor.k.some((v, i) => typeof v !== 'string' && !(cursor.s === 'mejorCalificacion' && i === 0)))
      throw invalidCursor();
    if (cursor.s === 'fechaCercana' && !TIMESTAMP.test(String(cursor.k[0]))) throw invalidCursor();
    return cursor;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidCursor();
  }
}

// created_at::text as PostgreSQL writes it (ISO date, time with fraction, numeric offset).
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rows strictly after the cursor in the sort's order; each first column is an index bound. */
function afterCursor({ s, k }: Cursor): SQL {
  const p = professionals;
  if (s === 'todos') return sql`(${p.nombre}, ${p.apellido}, ${p.id}) > (${k[0]}, ${k[1]}, ${k[2]}::uuid)`;
  if (s === 'mejorCalificacion') {
    const rating = sql`${k[0]}::real`;
    return sql`(${p.calificacion} <= ${rating} and (${p.calificacion} < ${rating}
      or (${p.nombre}, ${p.apellido}, ${p.id}) > (${k[1]}, ${k[2]}, ${k[3]}::uuid)))`;
  }
  const at = sql`${k[0]}::timestamptz`;
  return sql`(${p.createdAt} <= ${at} and (${p.createdAt} < ${at} or ${p.id} > ${k[1]}::uuid))`;
}

/**
 * A page of listed professionals, their services included, as one query (exported so tests and
 * the bench can EXPLAIN it). Fetches one row more than the page to know whether another follows.
 */
export function listingQuery(db: Db, query: ProfessionalsListQuery, now: Date) {
  const offersService = query.servicio
    ? exists(
        db
          .select({ one: sql`1` })
          .from(professionalServices)
          .where(
            and(
              eq(professionalServices.professionalId, professionals.id),
              eq(professionalServices.categorySlug, categorySlug(query.servicio)),
            ),
          ),
      )
    : undefined;
  // A category still pending moderation is not public: no one is listed under it (decision 0014).
  const publicCategory = query.servicio
    ? exists(
        db
          .select({ one: sql`1` })
          .from(categories)
          .where(and(eq(categories.slug, categorySlug(query.servicio)), eq(categories.status, 'aprobada'))),
      )
    : undefined;
  const cursor = decodeCursor(query);
  return db
    .select({
      ...publicColumns,
      ...signalColumns,
      servicio: servicesJson,
      until: listedUntil,
      ...cursorColumns,
    })
    .from(professionals)
    .where(
      and(
        listedCondition(now),
        offersService,
        publicCategory,
        query.verificados === 'true' ? verifiedCondition(query.servicio) : undefined,
        cursor ? afterCursor(cursor) : undefined,
      ),
    )
    .orderBy(...ORDER[query.sort])
    .limit(query.limit + 1)
    .offset(query.offset);
}

type ListingRow = Awaited<ReturnType<typeof listingQuery>>[number];

export function cursorOf(sort: ProfessionalsListQuery['sort'], row: ListingRow): string {
  const k =
    sort === 'todos'
      ? [row.nombre, row.apellido, row.id]
      : sort === 'mejorCalificacion'
        ? [row.calificacion, row.nombre, row.apellido, row.id]
        : [row.cursorCreatedAt, row.id];
  return Buffer.from(JSON.stringify({ s: sort, k })).toString('base64url');
}

export type ProfessionalsPage = {
  professionals: PublicProfessional[];
  /** The cursor of the next page; null on the last one. */
  next: string | null;
  /** The earliest instant at which time alone takes one of these rows off the list. */
  until: Date | null;
};

export async function listProfessionalsPage(
  db: Db,
  query: ProfessionalsListQuery,
  now: Date,
): Promise<ProfessionalsPage> {
  const rows = await listingQuery(db, query, now);
  const page = rows.slice(0, query.limit);
  const more = rows.length > query.limit;
  const until = page.reduce((min, row) => Math.min(min, row.until), Number.POSITIVE_INFINITY);
  return {
    professionals: page.map(toPublicWithServices),
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
