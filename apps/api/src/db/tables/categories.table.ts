import { CATEGORY_STATUSES } from '@servihogar/shared/categories';
import { boolean, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { checkIn } from '../sql-helpers.ts';
import { accounts } from './users.table.ts';

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
    createdAt: createdAt(),
    /** 'pendiente' until a redactor or admin approves it; only 'aprobada' ones are public. */
    status: text('status').notNull().default('aprobada'),
    /** Who proposed it through 'Otros' (per-account throttle); null for fixed and seeded ones. */
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('categories_type_key').on(t.type),
    checkIn('categories_status_valid', t.status, CATEGORY_STATUSES),
    index('categories_created_by_idx').on(t.createdBy, t.createdAt),
  ],
);
