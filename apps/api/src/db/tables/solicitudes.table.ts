import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.ts';
import { categories } from './categories.table.ts';
import { clientAccountColumn, professionalColumn } from './references.ts';

/** A hire request: a client opened a professional's contact details ("Ver datos"). */
export const solicitudes = pgTable(
  'solicitudes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientAccountId: clientAccountColumn(),
    professionalId: professionalColumn(),
    categorySlug: text('category_slug').references(() => categories.slug, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    flujoCompleto: boolean('flujo_completo').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('solicitudes_client_idx').on(t.clientAccountId, t.createdAt.desc()),
    index('solicitudes_professional_idx').on(t.professionalId),
  ],
);
