import { z } from 'zod';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from './constants.ts';
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
  type: z
    .string(msg.category.nameRequired)
    .trim()
    .min(1, msg.category.nameRequired)
    .max(SHORT_TEXT_MAX, msg.professionalForm.tooLong),
  description: z
    .string(msg.professionalForm.tooLong)
    .trim()
    .max(LONG_TEXT_MAX, msg.professionalForm.tooLong)
    .optional(),
});
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;

/** `POST /category/add`: 201 with the new category, or 200 with the one that already had that name. */
export const categoryCreatedResponseSchema = z.object({ category: categorySchema });
export type CategoryCreatedResponse = z.infer<typeof categoryCreatedResponseSchema>;
