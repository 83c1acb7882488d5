import { categorySlug, DAY_MS, TRIAL_DAYS } from '@servihogar/shared/constants';
import type {
  ProfessionalDetail,
  ProfessionalsListQuery,
  PublicProfessional,
} from '@servihogar/shared/professionals';
import { isLicensedCategory } from '@servihogar/shared/verification';
import { and, asc, eq, exists, gt, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { listComments } from '../comments/comments.service.ts';
import { professionalServices, professionals } from './professionals.table.ts';
import { publicColumns, withServices } from './public-professional.ts';

/**
 * The public-listing rule as SQL, so the database filters and paginates: active (alta), and either
 * paid until after `now`, or — never paid — a trial started less than TRIAL_DAYS ago and not
 * suspended. Must agree with `deriveLifecycle(...).listed` in shared/subscription.ts.
 */
export function listedCondition(now: Date): SQL {
  const trialCutoff = new Date(now.getTime() - TRIAL_DAYS * DAY_MS);
  return and(
    eq(professionals.altaUsuario, true),
    or(
      and(isNotNull(professionals.paidUntil), gt(professionals.paidUntil, now)),
      and(
        isNull(professionals.paidUntil),
        not(professionals.freeSuspended),
        isNotNull(professionals.trialStartedAt),
        gt(professionals.trialStartedAt, trialCutoff),
      ),
    ),
  )!;
}

// Written like the indexes (DESC NULLS LAST) so PostgreSQL walks them instead of sorting.
const byName = [asc(professionals.nombre), asc(professionals.apellido), asc(professionals.id)];
const ORDER: Record<ProfessionalsListQuery['sort'], SQL[]> = {
  todos: byName,
  mejorCalificacion: [sql`${professionals.calificacion} desc nulls last`, ...byName],
  fechaCercana: [sql`${professionals.createdAt} desc nulls last`, asc(professionals.id)],
};

type ListQuery = ProfessionalsListQuery;

/** 'Solo verificados' as SQL; must agree with `passesVerifiedFilter` in shared/verification.ts. */
export function verifiedCondition(servicio: string | undefined): SQL {
  const licensed = servicio !== undefined && isLicensedCategory(servicio);
  return licensed
    ? and(eq(professionals.identityVerified, true), eq(professionals.licenseVerified, true))!
    : eq(professionals.identityVerified, true);
}

/** The page of listed professionals as one query (exported so tests can EXPLAIN it). */
export function listingQuery(db: Db, query: ListQuery, now: Date) {
  const offersService = query.servicio
    ? exists(
        db
          .select({ one: sql`1` })
          .from(professionalServices)
          .where(
            and(
              eq(professionalServices.professionalId, professionals.id),
              eq(professionalServices.categorySlug, categorySlug(query.servicio)),
            ),
          ),
      )
    : undefined;
  return db
    .select(publicColumns)
    .from(professionals)
    .where(
      and(
        listedCondition(now),
        offersService,
        query.verificados === 'true' ? verifiedCondition(query.servicio) : undefined,
      ),
    )
    .orderBy(...ORDER[query.sort])
    .limit(query.limit)
    .offset(query.offset);
}

export async function listProfessionals(db: Db, query: ListQuery, now: Date): Promise<PublicProfessional[]> {
  return withServices(db, await listingQuery(db, query, now));
}

/** A listed professional's public profile with its comments; 404 for unknown or unlisted ones. */
export async function getProfessional(db: Db, id: string, now: Date): Promise<ProfessionalDetail> {
  const [row] = await db
    .select(publicColumns)
    .from(professionals)
    .where(and(eq(professionals.id, id), listedCondition(now)));
  if (!row) throw new AppError('NOT_FOUND');
  const [[professional], comentarios] = await Promise.all([withServices(db, [row]), listComments(db, id)]);
  return { ...professional!, comentarios };
}
