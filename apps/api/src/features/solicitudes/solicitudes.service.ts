import { categorySlug, DAY_MS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import type { HireBody, HireResponse, MySolicitud, Solicitud } from '@servihogar/shared/solicitudes';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { accountRecipient } from '../../accounts/accounts.service.ts';
import { isAdmin } from '../../accounts/ownership.ts';
import type { MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { listedCondition } from '../../db/listing.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { ratingMail } from './solicitudes.mails.ts';

type Row = typeof solicitudes.$inferSelect;

// Argentina has no daylight saving time: its calendar day starts at 03:00 UTC.
const ARGENTINA_OFFSET_MS = 3 * 60 * 60 * 1000;
const argentineDayStart = (now: Date) =>
  new Date(Math.floor((now.getTime() - ARGENTINA_OFFSET_MS) / DAY_MS) * DAY_MS + ARGENTINA_OFFSET_MS);

/** "Mis solicitudes" answers the newest ones only; a client hires far fewer in practice. */
const MINE_MAX = 100;

const toSolicitud = (row: Row): Solicitud => ({
  _id: row.id,
  professionalId: row.professionalId,
  servicio: row.categorySlug,
  createdAt: row.createdAt.toISOString(),
  flujoCompleto: row.flujoCompleto,
});

/**
 * "Ver datos": records who hired whom and when, mails the client the rating link, and answers the
 * contact data (the only way it leaves the server). Opening the same professional again the same
 * (Argentine) day gives back the open solicitud, without a second mail: `created` is then false.
 */
export async function hire(
  deps: MailDeps,
  caller: Caller,
  body: HireBody,
  now: Date,
): Promise<{ created: boolean; response: HireResponse }> {
  const { db } = deps;
  const [pro] = await db
    .select()
    .from(professionals)
    .where(and(eq(professionals.id, body.professionalId), listedCondition(now)));
  if (!pro) throw new AppError('NOT_FOUND');
  if (pro.accountId === caller.id) throw new AppError('FORBIDDEN', msg.hire.cannotHireSelf);
  const slug = categorySlug(body.servicio);
  const [service] = await db
    .select({ label: categories.type })
    .from(professionalServices)
    .innerJoin(categories, eq(categories.slug, professionalServices.categorySlug))
    .where(and(eq(professionalServices.professionalId, pro.id), eq(professionalServices.categorySlug, slug)));
  if (!service) {
    throw new AppError('VALIDATION', msg.hire.serviceNotOffered, { servicio: msg.hire.serviceNotOffered });
  }

  const { row, created } = await db.transaction(async (tx) => {
    // Two quick clicks must not create two solicitudes.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`hire:${caller.id}:${pro.id}`}, 0))`,
    );
    const [open] = await tx
      .select()
      .from(solicitudes)
      .where(
        and(
          eq(solicitudes.clientAccountId, caller.id),
          eq(solicitudes.professionalId, pro.id),
          eq(solicitudes.flujoCompleto, false),
          gte(solicitudes.createdAt, argentineDayStart(now)),
        ),
      )
      .orderBy(desc(solicitudes.createdAt))
      .limit(1);
    if (open) return { row: open, created: false };
    const [inserted] = await tx
      .insert(solicitudes)
      .values({ clientAccountId: caller.id, professionalId: pro.id, categorySlug: slug, createdAt: now })
      .returning();
    const client = await accountRecipient(tx, caller.id);
    // The rating link is queued with the solicitud it rates: both are kept or neither.
    const mail = ratingMail(
      {
        client: client!,
        professional: pro,
        service: { slug, label: service.label },
        solicitudId: inserted!.id,
      },
      deps.publicUrl,
    );
    await deps.mailer.send(mail, tx);
    return { row: inserted!, created: true };
  });
  const contacto = {
    nombre: pro.nombre,
    apellido: pro.apellido,
    edad: pro.edad,
    numeroContacto: pro.numeroContacto,
    email: pro.email,
    zonaCobertura: pro.zonaCobertura,
  };
  return { created, response: { solicitud: toSolicitud(row), contacto } };
}

/** The caller's solicitudes, newest first, with the professional's name and photo (no contact data). */
export async function mySolicitudes(db: Db, caller: Caller): Promise<MySolicitud[]> {
  const rows = await db
    .select({
      s: solicitudes,
      p: {
        id: professionals.id,
        nombre: professionals.nombre,
        apellido: professionals.apellido,
        foto: professionals.foto,
      },
    })
    .from(solicitudes)
    .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
    .where(eq(solicitudes.clientAccountId, caller.id))
    // Written like solicitudes_client_idx (DESC NULLS LAST) so the index gives the order.
    .orderBy(sql`${solicitudes.createdAt} desc nulls last`, desc(solicitudes.id))
    .limit(MINE_MAX);
  return rows.map(({ s, p }) => {
    const { professionalId: _, ...solicitud } = toSolicitud(s);
    return {
      ...solicitud,
      professional: { _id: p.id, nombre: p.nombre, apellido: p.apellido, foto: p.foto },
    };
  });
}

/**
 * `GET /auth/getInfoSoli/{email}/{idSoli}`: whether the solicitud was rated. Only for the account
 * of that e-mail when it owns the solicitud, or an Admin; 404 when there is no such solicitud.
 */
export async function solicitudInfo(
  db: Db,
  caller: Caller,
  email: string,
  idSoli: string,
): Promise<{ flujoCompleto: boolean }> {
  const asked = email.trim().toLowerCase();
  const admin = isAdmin(caller);
  if (!admin && asked !== caller.email) throw new AppError('FORBIDDEN');
  const [row] = await db
    .select({ flujoCompleto: solicitudes.flujoCompleto, clientEmail: accounts.email })
    .from(solicitudes)
    .innerJoin(accounts, eq(accounts.id, solicitudes.clientAccountId))
    .where(eq(solicitudes.id, idSoli));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.clientEmail !== asked) throw new AppError(admin ? 'NOT_FOUND' : 'FORBIDDEN');
  return { flujoCompleto: row.flujoCompleto };
}
