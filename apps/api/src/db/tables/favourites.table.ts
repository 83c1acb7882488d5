import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { clientAccountColumn, professionalColumn } from './references.ts';

/** A client's saved professionals (issue 16, part 2). Unlisted ones stay saved; deleted ones go. */
export const favourites = pgTable(
  'favourites',
  {
    clientAccountId: clientAccountColumn(),
    professionalId: professionalColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientAccountId, t.professionalId] }),
    index('favourites_client_created_idx').on(t.clientAccountId, t.createdAt.desc()),
    index('favourites_professional_idx').on(t.professionalId),
  ],
);
