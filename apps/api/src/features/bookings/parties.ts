import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError } from '../../lib/errors.ts';

export type Party = 'client' | 'professional';
export type SolicitudRow = typeof solicitudes.$inferSelect;

/**
 * The request `id` (locked when `lock`) with the caller's part in it. Only its two parties see or
 * change its booked times: anyone else, admins included, gets 404 (admins read the audit log).
 */
export async function partyOf(
  db: Db,
  callerId: string,
  id: string,
  lock = false,
): Promise<{ row: SolicitudRow; party: Party; proAccountId: string | null }> {
  const query = db
    .select({ s: solicitudes, proAccountId: professionals.accountId })
    .from(solicitudes)
    .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
    .where(eq(solicitudes.id, id));
  const [found] = lock ? await query.for('update', { of: solicitudes }) : await query;
  if (!found) throw new AppError('NOT_FOUND');
  const party: Party | null =
    found.s.clientAccountId === callerId ? 'client' : found.proAccountId === callerId ? 'professional' : null;
  if (!party) throw new AppError('NOT_FOUND');
  return { row: found.s, party, proAccountId: found.proAccountId };
}

/** Requests with their two parties' names and their service's name; `.where` picks which. */
export const requestsWithParties = (db: Db) =>
  db
    .select({
      id: solicitudes.id,
      clientId: solicitudes.clientAccountId,
      client: { email: accounts.email, nombre: accounts.nombre },
      proAccountId: professionals.accountId,
      proNombre: professionals.nombre,
      proApellido: professionals.apellido,
      service: categories.type,
    })
    .from(solicitudes)
    .innerJoin(accounts, eq(accounts.id, solicitudes.clientAccountId))
    .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
    .leftJoin(categories, eq(categories.slug, solicitudes.categorySlug));

export const endOf = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);
