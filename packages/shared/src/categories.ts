import { z } from 'zod';
import { categorySlug, OTHER_CATEGORY } from './constants.ts';
import * as msg from './messages.ts';

export const CATEGORY_NAME_MIN = 3;
export const CATEGORY_NAME_MAX = 40;
export const CATEGORY_DESCRIPTION_MAX = 500;
/** New categories one account may propose per day (issue #12: 'Otros' junk on the home page). */
export const CATEGORY_CREATE_PER_DAY = 5;
export const CATEGORY_STATUSES = ['pendiente', 'aprobada'] as const;
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];

// Control characters and invisible format characters (bidi overrides, zero-width joiners…).
const FORBIDDEN_CHARS = /[\p{Cc}\p{Cf}]/u;

/**
 * What is wrong with a proposed category name, or null: trimmed, 3–40 characters, no control or
 * bidi characters, a letter or digit somewhere, and not 'Otros' itself.
 */
export function categoryNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (categorySlug(name) === '') return msg.category.nameRequired;
  if (FORBIDDEN_CHARS.test(name)) return msg.category.nameChars;
  if (name.length < CATEGORY_NAME_MIN || name.length > CATEGORY_NAME_MAX) return msg.category.nameLength;
  if (categorySlug(name) === OTHER_CATEGORY.slug) return msg.category.reservedName;
  return null;
}

const categoryName = z
  .string(msg.category.nameRequired)
  .trim()
  .superRefine((name, ctx) => {
    const problem = categoryNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const categorySchema = z.object({
  /** Display name, e.g. 'Niñera'. */
  type: z.string(),
  /** Route segment `{alt}` (see categorySlug in constants.ts). */
  slug: z.string(),
  description: z.string().nullable(),
  img: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.array(categorySchema);

const description = z
  .string(msg.category.descriptionTooLong)
  .trim()
  .max(CATEGORY_DESCRIPTION_MAX, msg.category.descriptionTooLong);

/** `POST /category/add` body. */
export const categoryCreateSchema = z.object({
  type: categoryName,
  description: description.optional(),
});
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;

/** `POST /category/add`: 201 with the new (pending) category, or 200 with the one that had that name. */
export const categoryCreatedResponseSchema = z.object({
  category: categorySchema.extend({ status: z.enum(CATEGORY_STATUSES) }),
});

/** `GET /categories/manage` (Redactor, Admin): every category with its moderation data. */
export const managedCategorySchema = categorySchema.extend({
  status: z.enum(CATEGORY_STATUSES),
  fixed: z.boolean(),
  professionals: z.number().int(),
  createdAt: z.string(),
  /** The proposer's display name (`displayName`); null for the ones no account proposed. */
  createdBy: z.string().nullable(),
  /** The proposer's e-mail: admins only. */
  createdByEmail: z.string().optional(),
});
export type ManagedCategory = z.infer<typeof managedCategorySchema>;
export const managedCategoryListSchema = z.array(managedCategorySchema);

export const categorySlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });
/** Multipart text fields of `PUT /categories/{slug}` (the image is the `image` file part). */
export const categoryEditFieldsSchema = z.object({ description: description.default('') });
export const categoryRenameSchema = z.object({ type: categoryName });
export const categoryMergeSchema = z.object({ into: z.string().min(1).max(120) });
export const categoryActionResponseSchema = z.object({ category: managedCategorySchema.nullable() });
