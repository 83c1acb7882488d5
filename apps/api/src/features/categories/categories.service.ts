import type { Category, CategoryCreateInput } from '@servihogar/shared/categories';
import { categorySlug, OTHER_CATEGORY } from '@servihogar/shared/constants';
import { msg } from '@servihogar/shared/messages';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
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

const columns = {
  type: categories.type,
  slug: categories.slug,
  description: categories.description,
  img: categories.img,
};

/**
 * A server category by name ('Otros' in the professional form, `POST /category/add`). A name whose
 * slug exists (same name ignoring case, accents and punctuation) gives the existing category.
 */
export async function ensureCategory(
  db: Db,
  input: CategoryCreateInput,
  now: Date,
): Promise<{ category: Category; created: boolean }> {
  const slug = categorySlug(input.type);
  if (slug === '') throw invalidName(msg.category.nameRequired);
  if (slug === OTHER_CATEGORY.slug) throw invalidName(msg.category.reservedName);
  const [inserted] = await db
    .insert(categories)
    .values({ slug, type: input.type, description: input.description || null, createdAt: now })
    .onConflictDoNothing()
    .returning(columns);
  if (inserted) return { category: inserted, created: true };
  const [existing] = await db.select(columns).from(categories).where(eq(categories.slug, slug));
  // Only a different slug with this exact name could conflict, and the name decides the slug.
  if (!existing) throw new AppError('CONFLICT');
  return { category: existing, created: false };
}

const invalidName = (message: string) => new AppError('VALIDATION', message, { type: message });

/** Which of these slugs are categories. */
export async function existingSlugs(db: Db, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  return new Set(rows.map((row) => row.slug));
}
