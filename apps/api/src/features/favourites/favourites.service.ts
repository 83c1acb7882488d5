import type { Favourite } from '@servihogar/shared/favourites';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listedCondition } from '../../db/listing.ts';
import { approvedServicesOf } from '../../db/public-professional.ts';
import { favourites } from '../../db/tables/favourites.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { AppError } from '../../lib/errors.ts';

/** Saves a listed professional for the client (saving it twice is fine); 404 for any other one. */
export async function saveFavourite(db: Db, clientId: string, professionalId: string, now: Date) {
  const [listed] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(and(eq(professionals.id, professionalId), listedCondition(now)));
  if (!listed) throw new AppError('NOT_FOUND');
  await db
    .insert(favourites)
    .values({ clientAccountId: clientId, professionalId, createdAt: now })
    .onConflictDoNothing();
}

/** Removes it from the client's list only; removing one that is not there is fine. */
export async function removeFavourite(db: Db, clientId: string, professionalId: string) {
  await db
    .delete(favourites)
    .where(and(eq(favourites.clientAccountId, clientId), eq(favourites.professionalId, professionalId)));
}

/** The client's saved professionals, newest first; unlisted ones show name and photo only. */
export async function listFavourites(db: Db, clientId: string, now: Date): Promise<Favourite[]> {
  const rows = await db
    .select({
      id: professionals.id,
      nombre: professionals.nombre,
      apellido: professionals.apellido,
      foto: professionals.foto,
      calificacion: professionals.calificacion,
      listed: sql<boolean>`${listedCondition(now)}`.mapWith(Boolean),
      savedAt: favourites.createdAt,
    })
    .from(favourites)
    .innerJoin(professionals, eq(professionals.id, favourites.professionalId))
    .where(eq(favourites.clientAccountId, clientId))
    .orderBy(desc(favourites.createdAt), asc(professionals.id));
  const services = await approvedServicesOf(
    db,
    rows.filter((r) => r.listed).map((r) => r.id),
    (service, tipo) => ({ slug: service.categorySlug, tipo }),
  );
  return rows.map((r) => {
    const offered = r.listed ? (services.get(r.id) ?? []) : [];
    return {
      professional: {
        _id: r.id,
        nombre: r.nombre,
        apellido: r.apellido,
        foto: r.foto,
        servicios: offered.map((s) => s.tipo),
        alt: offered[0]?.slug ?? null,
        calificacion: r.listed ? r.calificacion : 0,
      },
      disponible: r.listed,
      savedAt: r.savedAt.toISOString(),
    };
  });
}
