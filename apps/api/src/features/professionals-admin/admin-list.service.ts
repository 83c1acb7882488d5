import type {
  AdminProfessional,
  AdminProfessionalsQuery,
  AdminProfessionalsResponse,
} from '@servihogar/shared/professionals-admin';
import { deriveLifecycle } from '@servihogar/shared/subscription-lifecycle';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personSearch } from '../../db/person-search.ts';
import { professionals } from '../../db/tables/professionals.table.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** `GET /professionals/admin`: a page of professionals (newest first) with their lifecycle at `now`. */
export async function listAdminProfessionals(
  db: Db,
  { search, page, pageSize }: AdminProfessionalsQuery,
  now: Date,
): Promise<AdminProfessionalsResponse> {
  const where = personSearch(search, professionals);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(professionals)
      .where(where)
      .orderBy(desc(professionals.createdAt), desc(professionals.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(professionals).where(where),
  ]);
  return {
    professionals: rows.map((row) => toAdminProfessional(row, now)),
    total: counted?.total ?? 0,
    page,
    pageSize,
  };
}

function toAdminProfessional(row: typeof professionals.$inferSelect, now: Date): AdminProfessional {
  const l = deriveLifecycle(row, now);
  return {
    _id: row.id,
    nombre: row.nombre,
    apellido: row.apellido,
    dni: row.dni,
    email: row.email,
    numeroContacto: row.numeroContacto,
    foto: row.foto,
    createdAt: row.createdAt.toISOString(),
    altaUsuario: row.altaUsuario,
    free: l.free,
    cuotaVencida: l.cuotaVencida,
    trialEndsAt: iso(l.trialEndsAt),
    paidUntil: iso(row.paidUntil),
    ultimoPago: iso(row.ultimoPago),
    listed: l.listed,
  };
}
