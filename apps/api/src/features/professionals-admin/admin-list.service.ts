import type { AdminProfessional } from '@servihogar/shared/professionals-admin';
import { deriveLifecycle } from '@servihogar/shared/subscription-lifecycle';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personSearch } from '../../db/person-search.ts';
import { professionals } from '../../db/tables/professionals.table.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** `GET /professionals/admin`: every professional (newest first) with its lifecycle at `now`. */
export async function listAdminProfessionals(
  db: Db,
  search: string | undefined,
  now: Date,
): Promise<AdminProfessional[]> {
  const rows = await db
    .select()
    .from(professionals)
    .where(personSearch(search, professionals))
    .orderBy(desc(professionals.createdAt), desc(professionals.id));
  return rows.map((row) => {
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
  });
}
