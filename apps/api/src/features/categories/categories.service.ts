import {
  CATEGORY_CREATE_PER_DAY,
  type Category,
  type CategoryCreateInput,
  type CategoryStatus,
  categoryNameProblem,
} from '@servihogar/shared/categories';
import { categorySlug } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { AppError, fieldError } from '../../lib/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const columns = {
  type: categories.type,
  slug: categories.slug,
  description: categories.description,
  img: categories.img,
};

/** The approved categories: the fixed ones in their order, then the others by name. */
export async function listCategories(db: Db): Promise<Category[]> {
  return db
    .select(columns)
    .from(categories)
    .where(eq(categories.status, 'aprobada'))
    .orderBy(desc(categories.fixed), sql`${categories.position} asc nulls last`, asc(categories.type));
}

/** Refuses a name that breaks the rules of `categoryNameProblem` (shared with the forms). */
export function checkCategoryName(name: string): string {
  const problem = categoryNameProblem(name);
  if (problem) throw fieldError('type', problem);
  return name.trim();
}

type Created = { category: Category & { status: CategoryStatus }; created: boolean };

/**
 * A category by name ('Otros' in the professional form, `POST /category/add`). A name whose slug
 * exists (same name ignoring case, accents and punctuation) gives the existing category; a new one
 * is 'pendiente' until a redactor or admin approves it, and each account may propose only
 * CATEGORY_CREATE_PER_DAY a day.
 */
export async function ensureCategory(
  db: Db,
  input: CategoryCreateInput,
  now: Date,
  proposerId: string,
): Promise<Created> {
  const type = checkCategoryName(input.type);
  const slug = categorySlug(type);
  const withStatus = { ...columns, status: categories.status };
  const [existing] = await db.select(withStatus).from(categories).where(eq(categories.slug, slug));
  if (existing) return { category: asCreated(existing), created: false };
  const [recent] = await db
    .select({ n: count() })
    .from(categories)
    .where(
      and(eq(categories.createdBy, proposerId), gt(categories.createdAt, new Date(now.getTime() - DAY_MS))),
    );
  if ((recent?.n ?? 0) >= CATEGORY_CREATE_PER_DAY) {
    throw new AppError('RATE_LIMITED', msg.category.throttled, { type: msg.category.throttled });
  }
  const [inserted] = await db
    .insert(categories)
    .values({
      slug,
      type,
      description: input.description || null,
      status: 'pendiente',
      createdBy: proposerId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning(withStatus);
  if (inserted) return { category: asCreated(inserted), created: true };
  // Created by a concurrent request since the look-up above.
  const [raced] = await db.select(withStatus).from(categories).where(eq(categories.slug, slug));
  if (!raced) throw new AppError('CONFLICT');
  return { category: asCreated(raced), created: false };
}

const asCreated = (row: Category & { status: string }) => ({ ...row, status: row.status as CategoryStatus });

/** Which of these slugs are categories (pending ones included: a professional may keep its own). */
export async function existingSlugs(db: Db, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  return new Set(rows.map((row) => row.slug));
}
