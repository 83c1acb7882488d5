import { date, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from '../columns.ts';

/**
 * The minimum pay of the régimen de casas particulares (issue 32): one row per category, modality
 * and date it applies from; the row valid on a day is the latest one not after it.
 */
export const payScales = pgTable(
  'pay_scales',
  {
    id: primaryId(),
    category: text('category').notNull(),
    modality: text('modality').notNull(),
    hourly: numeric('hourly', { precision: 12, scale: 2, mode: 'number' }),
    monthly: numeric('monthly', { precision: 12, scale: 2, mode: 'number' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pay_scales_key_idx').on(t.category, t.modality, t.validFrom)],
);
