import { categorySlug, SIMILAR_PROFILES_MAX } from '@servihogar/shared/constants';
import type { PublicProfessional } from '@servihogar/shared/professionals';
import { and, asc, eq, exists, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listedCondition } from '../../db/listing.ts';
import { publicColumns, withServices } from '../../db/public-professional.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { AppError } from '../../lib/errors.ts';

const theirs = alias(professionalServices, 'theirs');

/**
 * The profile's sidebar (§2): up to SIMILAR_PROFILES_MAX other listed professionals offering one
 * of its services (only `servicio`, when the page has one), best rated first. 404 like the profile
 * for unknown or unlisted professionals.
 */
export async function similarProfessionals(
  db: Db,
  id: string,
  now: Date,
  servicio?: string,
): Promise<PublicProfessional[]> {
  const [self] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(and(eq(professionals.id, id), listedCondition(now)));
  if (!self) throw new AppError('NOT_FOUND');

  const sharesService = exists(
    db
      .select({ one: sql`1` })
      .from(professionalServices)
      .innerJoin(theirs, eq(theirs.categorySlug, professionalServices.categorySlug))
      .where(
        and(
          eq(professionalServices.professionalId, id),
          eq(theirs.professionalId, professionals.id),
          servicio ? eq(professionalServices.categorySlug, categorySlug(servicio)) : undefined,
        ),
      ),
  );
  const rows = await db
    .select(publicColumns)
    .from(professionals)
    .where(and(listedCondition(now), ne(professionals.id, id), sharesService))
    // As the calificacion index is declared, so PostgreSQL can walk it.
    .orderBy(
      sql`${professionals.calificacion} desc nulls last`,
      asc(professionals.nombre),
      asc(professionals.apellido),
      asc(professionals.id),
    )
    .limit(SIMILAR_PROFILES_MAX);
  return withServices(db, rows);
}
