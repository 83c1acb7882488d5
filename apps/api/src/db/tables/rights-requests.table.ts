import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns.ts';
import { professionals } from './professionals.table.ts';

/**
 * 'Botón de arrepentimiento' / 'Botón de baja' pressed without signing in (issue 32): what was asked,
 * with the data given, its case code, and what came of it (admins only). One that matches waits
 * 'pendiente' until the account follows the link mailed to it (issue 41).
 */
export const rightsRequests = pgTable(
  'rights_requests',
  {
    code: text('code').primaryKey(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    dni: text('dni').notNull(),
    professionalId: uuid('professional_id').references(() => professionals.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
    /** When the account confirmed it from the mailed link (issue 41): only then did it act. */
    confirmedAt: timestamptz('confirmed_at'),
  },
  (t) => [index('rights_requests_created_idx').on(t.createdAt.desc())],
);
