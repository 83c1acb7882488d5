import type {
  AdminComplaint,
  AdminComplaintList,
  AdminComplaintsQueryParsed,
  Complaint,
  ComplaintFeed,
  ComplaintFeedQuery,
  MyComplaint,
} from '@servihogar/shared/complaints';
import {
  COMPLAINT_IN_PROGRESS_ESTADO,
  COMPLAINT_RESOLVED_ESTADO,
  CRITICIDAD_WEIGHT,
} from '@servihogar/shared/constants';
import { foldForSearch } from '@servihogar/shared/fold';
import { and, desc, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike, folded } from '../../db/sql-helpers.ts';
import { complaints } from '../../db/tables/complaints.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import type { Caller } from '../../plugins/auth.ts';

export type ComplaintRow = typeof complaints.$inferSelect;

const c = complaints;
const visible = isNull(c.deletedAt);
const weight = sql`case ${c.criticidad} when 'Alta' then ${CRITICIDAD_WEIGHT.Alta} when 'Media' then ${CRITICIDAD_WEIGHT.Media} else ${CRITICIDAD_WEIGHT.Baja} end`;
/** §4: Alta, Media, Baja, then newest first (the id breaks ties so pages never overlap). */
const feedOrder = [desc(weight), desc(c.fechaCarga), desc(c.id)];

/** The folded text contains the folded term (case- and accent-insensitive); none for a blank term. */
function contains(columns: SQL[], term: string | undefined): SQL | undefined {
  const t = foldForSearch(term ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  if (!t) return undefined;
  return or(...columns.map((column) => like(folded(column), `%${escapeLike(t)}%`)));
}

export const toComplaint = (row: ComplaintRow): Complaint => ({
  _id: row.id,
  ticket_id: row.ticketId,
  titulo: row.titulo,
  descripcion: row.descripcion,
  empresaComercio: row.empresaComercio,
  categoria: row.categoria as Complaint['categoria'],
  denunciante: row.denunciante,
  ciudad: row.ciudad,
  criticidad: row.criticidad as Complaint['criticidad'],
  estado: row.estado as Complaint['estado'],
  fechaCarga: row.fechaCarga.toISOString(),
});

export const toMyComplaint = (row: ComplaintRow): MyComplaint => ({
  ...toComplaint(row),
  contacto: row.contacto,
  anonymous: row.anonymous,
});

/** `GET /api/complaints`: one page of the public feed, the total and the stats of the filtered set. */
export async function listFeed(db: Db, query: ComplaintFeedQuery): Promise<ComplaintFeed> {
  const where = and(
    visible,
    contains([sql`${c.ciudad}`], query.ciudad),
    query.criticidad ? eq(c.criticidad, query.criticidad) : undefined,
  );
  const [rows, [stats]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(...feedOrder)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        total: sql<number>`count(*)::int`,
        resueltas: sql<number>`(count(*) filter (where ${c.estado} = ${COMPLAINT_RESOLVED_ESTADO}))::int`,
        enProgreso: sql<number>`(count(*) filter (where ${c.estado} = ${COMPLAINT_IN_PROGRESS_ESTADO}))::int`,
      })
      .from(c)
      .where(where),
  ]);
  return { complaints: rows.map(toComplaint), total: stats!.total, stats: stats! };
}

/** `GET /api/complaints/mine`: the caller's own complaints (deleted ones too would confuse: not shown). */
export async function listMine(db: Db, caller: Caller): Promise<MyComplaint[]> {
  const rows = await db
    .select()
    .from(c)
    .where(and(visible, eq(c.authorAccountId, caller.id)))
    .orderBy(desc(c.fechaCarga), desc(c.id));
  return rows.map(toMyComplaint);
}

const author = { nombre: accounts.nombre, apellido: accounts.apellido, email: accounts.email };

/** The admin's view of some complaints, with their authors (a page of them with `page`). */
export async function adminComplaints(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<AdminComplaint[]> {
  const query = db
    .select({ row: c, author })
    .from(c)
    .leftJoin(accounts, eq(accounts.id, c.authorAccountId))
    .where(and(visible, where))
    .orderBy(...feedOrder)
    .$dynamic();
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return rows.map(({ row, author: a }) => ({ ...toMyComplaint(row), author: a?.email ? a : null }));
}

/**
 * `GET /api/complaints/admin`: one page of the complaints whose ticket, titulo, empresa, ciudad or
 * denunciante contain the search, with the estado and criticidad asked, and how many there are.
 */
export async function listAdmin(db: Db, query: AdminComplaintsQueryParsed): Promise<AdminComplaintList> {
  const { page, pageSize } = query;
  const where = and(
    contains(
      [c.ticketId, c.titulo, c.empresaComercio, c.ciudad, c.denunciante].map((col) => sql`${col}`),
      query.search,
    ),
    query.estado ? eq(c.estado, query.estado) : undefined,
    query.criticidad ? eq(c.criticidad, query.criticidad) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    adminComplaints(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    db.select({ total: sql<number>`count(*)::int` }).from(c).where(and(visible, where)),
  ]);
  return { complaints: rows, total: counted?.total ?? 0, page, pageSize };
}
