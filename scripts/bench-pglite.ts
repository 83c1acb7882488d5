import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { type Database, PGLITE_EXTENSIONS } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';

/** A fresh, migrated PGlite in memory for a benchmark (closed by the caller). */
export async function memoryPglite(): Promise<Database> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database: Database = {
    db: drizzle({ client }),
    kind: 'pglite',
    ping: async () => {},
    observeQueries: () => {},
    close: () => client.close(),
  };
  await migrate(database);
  return database;
}
