import { z } from 'zod';
import { AD_TYPES } from './constants.ts';

export const advertisementSchema = z.object({
  _id: z.string(),
  type: z.enum(AD_TYPES),
  imageUrl: z.string(),
  link: z.string().nullish(),
});
export type Advertisement = z.infer<typeof advertisementSchema>;

export const advertisementListSchema = z.array(advertisementSchema);
