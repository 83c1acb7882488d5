import * as msg from '@servihogar/shared/messages';
import {
  type InboxSolicitud,
  type MySolicitud,
  type NoShowsResponse,
  REQUEST_PAGE_SIZE,
} from '@servihogar/shared/solicitudes';
import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationParties } from '../../db/tables/conversations.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { clientName, toSolicitud } from './solicitudes.service.ts';

// The lists of requests: "Mis solicitudes" and the professional's inbox (keyset pages, newest
// first), and the admins' latest no-shows.

type Row = typeof solicitudes.$inferSelect;

/** The keyset cursor of a row: its time and id, both in the lists' order. */
const cursorOf = (row: Row) => `${row.createdAt.toISOString()}_${row.id}`;

/** Rows strictly after `before` in (created_at desc, id desc) order. */
function afterCursor(before: string | undefined): SQL | undefined {
  if (!before) return undefined;
  const [at, id] = before.split('_') as [string, string];
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) throw new AppError('VALIDATION', msg.api.invalidQuery);
  return or(lt(solicitudes.createdAt, time), and(eq(solicitudes.createdAt, time), lt(solicitudes.id, id)));
}

// Written exactly like the (…, created_at DESC NULLS LAST, id DESC NULLS LAST) indexes: a plain
// DESC means NULLS FIRST, which the index does not give, and the planner would sort every row.
const newestFirst = [
  sql`${solicitudes.createdAt} desc nulls last`,
  sql`${solicitudes.id} desc nulls last`,
] as const;

const page = <R extends { s: Row; unread: number | null }, T>(rows: R[], shape: (row: R) => T) => ({
  solicitudes: rows.slice(0, REQUEST_PAGE_SIZE).map((row) => ({ ...shape(row), unread: row.unread ?? 0 })),
  next: rows.length > REQUEST_PAGE_SIZE ? cursorOf(rows[REQUEST_PAGE_SIZE - 1]!.s) : null,
});

/** The reader's side of each row's conversation (issue 42): one primary-key probe per row of the page. */
const readerSide = (readerId: string) =>
  and(eq(conversationParties.solicitudId, solicitudes.id), eq(conversationParties.accountId, readerId));

/** A page of a client's solicitudes with their professionals, in the index's order (exported for EXPLAIN). */
export const mineQuery = (db: Db, clientId: string, before: string | undefined) =>
  db
    .select({
      s: solicitudes,
      unread: conversationParties.unread,
      p: {
        id: professionals.id,
        nombre: professionals.nombre,
        apellido: professionals.apellido,
        foto: professionals.foto,
      },
    })
    .from(solicitudes)
    .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
    .leftJoin(conversationParties, readerSide(clientId))
    .where(and(eq(solicitudes.clientAccountId, clientId), afterCursor(before)))
    .orderBy(...newestFirst)
    .limit(REQUEST_PAGE_SIZE + 1);

/** The caller's solicitudes ("Mis solicitudes"), newest first, a page at a time (no contact data). */
export async function mySolicitudes(
  db: Db,
  caller: Caller,
  before: string | undefined,
  now: Date,
): Promise<{ solicitudes: MySolicitud[]; next: string | null }> {
  const rows = await mineQuery(db, caller.id, before);
  return page(rows, ({ s, p }) => {
    const { professionalId: _, ...solicitud } = toSolicitud(s, now);
    return {
      ...solicitud,
      professional: { _id: p.id, nombre: p.nombre, apellido: p.apellido, foto: p.foto },
    };
  });
}

/**
 * A page of the requests to a professional, with their clients' names, in the index's order; one
 * round trip (exported for EXPLAIN). The id is a value, not a subquery: the planner then knows how
 * many requests that professional has and always walks the index instead of sorting them all.
 */
export const inboxQuery = (db: Db, professionalId: string, readerId: string, before: string | undefined) =>
  db
    .select({
      s: solicitudes,
      c: { nombre: accounts.nombre, apellido: accounts.apellido },
      unread: conversationParties.unread,
    })
    .from(solicitudes)
    .innerJoin(accounts, eq(accounts.id, solicitudes.clientAccountId))
    .leftJoin(conversationParties, readerSide(readerId))
    .where(and(eq(solicitudes.professionalId, professionalId), afterCursor(before)))
    .orderBy(...newestFirst)
    .limit(REQUEST_PAGE_SIZE + 1);

/** The professional's inbox (/dash/pedidos), newest first, a page at a time. */
export async function inbox(
  db: Db,
  caller: Caller,
  before: string | undefined,
  now: Date,
): Promise<{ solicitudes: InboxSolicitud[]; next: string | null }> {
  // An account without a professional profile has no requests.
  const [profile] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.accountId, caller.id));
  const rows = profile ? await inboxQuery(db, profile.id, caller.id, before) : [];
  return page(rows, ({ s, c }) => {
    const { professionalId: _, ...solicitud } = toSolicitud(s, now);
    return { ...solicitud, client: { nombre: c.nombre, inicial: c.apellido.trim().charAt(0).toUpperCase() } };
  });
}

/** The latest no-shows (admins), newest first, with the professional and the client's short name. */
export async function noShows(db: Db): Promise<NoShowsResponse['noShows']> {
  const rows = await db
    .select({
      s: solicitudes,
      p: { id: professionals.id, nombre: professionals.nombre, apellido: professionals.apellido },
      c: { nombre: accounts.nombre, apellido: accounts.apellido },
    })
    .from(solicitudes)
    .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
    .innerJoin(accounts, eq(accounts.id, solicitudes.clientAccountId))
    .where(eq(solicitudes.arrived, false))
    .orderBy(desc(solicitudes.arrivedAt))
    .limit(NO_SHOWS_MAX);
  return rows.map(({ s, p, c }) => ({
    _id: s.id,
    professional: { _id: p.id, nombre: p.nombre, apellido: p.apellido },
    client: clientName(c),
    createdAt: s.createdAt.toISOString(),
    arrivedAt: s.arrivedAt!.toISOString(),
    reply: s.noShowReply,
  }));
}
const NO_SHOWS_MAX = 100;
