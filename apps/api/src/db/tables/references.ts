import { uuid } from 'drizzle-orm/pg-core';
import { professionals } from './professionals.table.ts';
import { accounts } from './users.table.ts';

// Columns that point at the row they belong to: deleting that account or professional deletes them.

/** `client_account_id`: the client account the row belongs to. */
export const clientAccountColumn = () =>
  uuid('client_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** `professional_id`: the professional the row belongs to. */
export const professionalColumn = () =>
  uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' });
