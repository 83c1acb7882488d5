import { z } from 'zod';
import { msg } from './messages.ts';

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
export type CategoryList = z.infer<typeof categoryListSchema>;

/** `POST /category/add` body. */
export const categoryCreateSchema = z.object({
  type: z.string(msg.category.nameRequired).trim().min(1, msg.category.nameRequired),
  description: z.string().trim().optional(),
});
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;
