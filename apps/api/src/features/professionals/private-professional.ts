import { PHONE_DIGITS } from '@servihogar/shared/constants';
import type { PrivateProfessional } from '@servihogar/shared/professionals';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asService, toPublic } from '../../db/public-professional.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';

type Row = typeof professionals.$inferSelect;

/** The 10 digits the form edits, whatever prefix older rows were stored with ('+54 9 …'). */
export function localPhone(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  return digits.length > PHONE_DIGITS ? digits.slice(-PHONE_DIGITS) : digits;
}

/** Services with `tipo` as the category slug, the way the form sends them back. */
async function formServices(db: Db, professionalId: string) {
  const rows = await db
    .select({ s: professionalServices, name: categories.type, status: categories.status })
    .from(professionalServices)
    .innerJoin(categories, eq(categories.slug, professionalServices.categorySlug))
    .where(eq(professionalServices.professionalId, professionalId))
    .orderBy(sql`${categories.position} asc nulls last`, asc(categories.type));
  const services = rows.map(({ s }) => asService(s, s.categorySlug));
  const pending = rows.filter((r) => r.status === 'pendiente').map((r) => r.name);
  return { services, pending };
}

/** Everything the edit form shows: only for the professional's own account and admins. */
export async function toPrivate(db: Db, row: Row): Promise<PrivateProfessional> {
  const { services, pending } = await formServices(db, row.id);
  return {
    ...toPublic(row, services, { exact: true }),
    dni: row.dni,
    edad: row.edad,
    email: row.email,
    pendingEmail: row.pendingEmail,
    numeroContacto: localPhone(row.numeroContacto),
    altaUsuario: row.altaUsuario,
    pendingCategories: pending,
  };
}

export async function findProfessional(db: Db, id: string): Promise<Row | null> {
  const [row] = await db.select().from(professionals).where(eq(professionals.id, id));
  return row ?? null;
}
