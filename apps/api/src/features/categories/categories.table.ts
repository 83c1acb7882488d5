import { boolean, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

export const categories = pgTable(
  'categories',
  {
    slug: text('slug').primaryKey(),
    /** The display name (the spec calls it `type`). */
    type: text('type').notNull(),
    description: text('description'),
    img: text('img'),
    fixed: boolean('fixed').notNull().default(false),
    /** Order of the fixed categories; null for the ones created through 'Otros'. */
    position: smallint('position'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_type_key').on(t.type)],
);
