import type { Category } from '@servihogar/shared/categories';
import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from './categories.table.ts';

/** The fixed categories in their order, then the ones created through 'Otros' by name. */
export async function listCategories(db: Db): Promise<Category[]> {
  return db
    .select({
      type: categories.type,
      slug: categories.slug,
      description: categories.description,
      img: categories.img,
    })
    .from(categories)
    .orderBy(desc(categories.fixed), sql`${categories.position} asc nulls last`, asc(categories.type));
}
