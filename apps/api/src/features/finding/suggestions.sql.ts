import { planSearch, SUGGESTIONS_MAX, searchTerms } from '@servihogar/shared/finding';
import type { Suggestion } from '@servihogar/shared/professionals';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listedCondition, listedUntil } from '../../db/listing.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { cityKey, foldedParam, isEmpty, offersOneOf } from './conditions.sql.ts';
import { SEARCHABLE_CATEGORIES, textCondition } from './words.sql.ts';

/**
 * The search as SQL on `professionals` (the suggestions'): every word fuzzy, as while typing.
 */
export function searchCondition(db: Db, q: string, places: readonly string[]): SQL {
  const plan = planSearch(q, SEARCHABLE_CATEGORIES, places);
  if (isEmpty(plan)) return sql`false`;
  return and(
    ...plan.services.map((slugs) => offersOneOf(db, professionals.id, slugs)),
    plan.places.length > 0 ? inArray(cityKey(professionals), plan.places.map(foldedParam)) : undefined,
    textCondition(plan.text, { exact: new Set(), near: new Map() }),
  )!;
}

/**
 * Suggestions for what has been typed: the approved services whose name matches (synonyms too),
 * then the best rated listed professionals whose document matches, in one round trip each way.
 */
export async function suggestions(
  db: Db,
  q: string,
  now: Date,
  places: readonly string[],
): Promise<{ value: Suggestion[]; until: Date | null }> {
  const terms = searchTerms(q);
  if (terms.length === 0) return { value: [], until: null };
  const nearName = (word: string) => sql`servihogar_fold(${categories.type}) %> ${word}::text`;
  const serviceMatch = and(
    ...terms.map((alternatives) => or(...alternatives.map((words) => and(...words.map(nearName))))),
  );
  // People once three letters are typed (two match too many documents to be worth the search).
  const people = q.trim().length < 3 ? Promise.resolve([]) : bestMatching(db, q, now, places);
  const [services, matched] = await Promise.all([
    db
      .select({ texto: categories.type, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.status, 'aprobada'), serviceMatch))
      .orderBy(sql`${categories.position} asc nulls last`, asc(categories.type))
      .limit(SUGGESTIONS_MAX / 2),
    people,
  ]);
  const until = Math.min(...matched.map((p) => p.until));
  return {
    value: [
      ...services.map((s) => ({ tipo: 'servicio' as const, ...s })),
      ...matched.map(({ until: _, ...p }) => ({ tipo: 'profesional' as const, ...p })),
    ],
    // Time alone takes a suggested professional off the list at this instant.
    until: Number.isFinite(until) ? new Date(until) : null,
  };
}

/** The best rated listed professionals the search finds, for the suggestions. */
function bestMatching(db: Db, q: string, now: Date, places: readonly string[]) {
  return (
    db
      .select({
        id: professionals.id,
        texto: sql<string>`${professionals.nombre} || ' ' || ${professionals.apellido}`,
        // The service to open the profile under (its first approved one).
        slug: sql<
          string | null
        >`(select min(${professionalServices.categorySlug}) from ${professionalServices}
        where ${professionalServices.professionalId} = ${professionals.id})`,
        until: listedUntil,
      })
      .from(professionals)
      .where(and(listedCondition(now), searchCondition(db, q, places)))
      // professionals_calificacion_idx's very order: walked from the top, no sort of every match.
      .orderBy(
        sql`${professionals.calificacion} desc nulls last`,
        asc(professionals.nombre),
        asc(professionals.apellido),
        asc(professionals.id),
      )
      .limit(SUGGESTIONS_MAX / 2)
  );
}
