import { type AdminProfessional, foldForSearch } from '@servihogar/shared/professionals-admin';
import { deriveLifecycle } from '@servihogar/shared/subscription';
import { desc, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike, folded } from '../../db/sql-helpers.ts';
import { professionals } from '../professionals/professionals.table.ts';

function searchCondition(search: string | undefined): SQL | undefined {
  const term = foldForSearch(search ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  const p = professionals;
  return or(
    like(folded(sql`${p.nombre} || ' ' || ${p.apellido}`), pattern),
    like(folded(sql`${p.apellido} || ' ' || ${p.nombre}`), pattern),
    like(sql`lower(${p.email})`, pattern),
    like(p.dni, pattern),
  );
}

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
    .where(searchCondition(search))
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
