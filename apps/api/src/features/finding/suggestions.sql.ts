import { FIXED_CATEGORIES } from '@servihogar/shared/constants';
import { type SearchPlan, SUGGESTIONS_MAX, searchTerms } from '@servihogar/shared/finding';
import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/tables/categories.table.ts';

const FIXED_SLUGS = FIXED_CATEGORIES.map((c) => c.slug);

/**
 * The services suggested for what has been typed (issue 44): the fixed services the search names
 * (planSearch: their names, beginnings, typos and the words people use, as the results page reads
 * them), and the approved categories added since ('Otros') whose name is near every word.
 */
export function suggestedServices(db: Db, q: string, plan: SearchPlan) {
  const named = plan.services.flat();
  const nearName = (word: string) => sql`servihogar_fold(${categories.type}) %> ${word}::text`;
  const added = and(notInArray(categories.slug, FIXED_SLUGS), ...searchTerms(q).map(nearName));
  return db
    .select({ texto: categories.type, slug: categories.slug })
    .from(categories)
    .where(
      and(
        eq(categories.status, 'aprobada'),
        named.length > 0 ? or(inArray(categories.slug, named), added) : added,
      ),
    )
    .orderBy(sql`${categories.position} asc nulls last`, asc(categories.type))
    .limit(SUGGESTIONS_MAX / 2);
}
