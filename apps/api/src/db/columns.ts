import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every instant is a `timestamptz` read as a JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A table's `id`: a random uuid, the primary key. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was made. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
