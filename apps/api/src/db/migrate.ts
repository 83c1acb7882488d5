import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

/** apps/api/drizzle, seen from src/db/migrate.ts (tsx) or from dist/server.js (bundled). */
export function migrationsFolder(): string {
  const candidates = ['../../drizzle', '../drizzle'].map((rel) =>
    fileURLToPath(new URL(rel, import.meta.url)),
  );
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No se encontraron las migraciones; buscadas en: ${candidates.join(', ')}`);
  return found;
}

/** Applies the committed SQL migrations that this database has not seen yet. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  // The handle's kind says which driver built `db`; each migrator wants its own driver type.
  if (database.kind === 'pglite') await migratePglite(database.db as PgliteDatabase, config);
  else await migrateNodePg(database.db as NodePgDatabase, config);
}
