import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.ts';
import { professionals } from './professionals.table.ts';
import { accounts } from './users.table.ts';

/** A client's saved professionals (issue 16, part 2). Unlisted ones stay saved; deleted ones go. */
export const favourites = pgTable(
  'favourites',
  {
    clientAccountId: uuid('client_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientAccountId, t.professionalId] }),
    index('favourites_client_created_idx').on(t.clientAccountId, t.createdAt.desc()),
    index('favourites_professional_idx').on(t.professionalId),
  ],
);
