import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { lockPgliteDir } from '../db/pglite-lock.ts';
import { contentTypeOf } from '../lib/file-keys.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { createFileStorage, type StorageConfig } from '../lib/open-file-storage.ts';
import { BackupError, DATABASE_ENTRY, FILES_PREFIX, type Manifest, readArchive } from './archive.ts';
import { codeMigrationLevel, type DatabaseFacts, readFacts, runPgTool } from './backup.ts';

export type RestoreTarget = StorageConfig & Pick<Config, 'DATABASE_URL'>;

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

async function hasAnyFile(files: FileStorage): Promise<boolean> {
  for await (const _ of files.list()) return true;
  return false;
}

async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every table's rows as the manifest says, or the first difference. */
function checkCounts(manifest: Manifest, facts: DatabaseFacts) {
  for (const [table, rows] of Object.entries(manifest.tables)) {
    if (facts.tables[table] !== rows)
      throw new BackupError(
        `Los recuentos no coinciden tras restaurar: ${table} tiene ${facts.tables[table] ?? 'ninguna'} filas, la copia ${rows}.`,
      );
  }
}

/** Where the restored embedded database waits until everything else is in place. */
async function restorePglite(data: Buffer, staging: string, manifest: Manifest) {
  await rm(staging, { recursive: true, force: true });
  const restored = await openPglite(staging, { loadDataDir: new Blob([new Uint8Array(data)]) });
  try {
    checkCounts(manifest, await readFacts(async (text) => (await restored.db.execute(sql.raw(text))).rows));
  } finally {
    await restored.close();
  }
}

async function restorePostgres(url: string, data: Buffer, manifest: Manifest, force: boolean) {
  const dir = await mkdtemp(join(tmpdir(), 'servihogar-restore-'));
  try {
    const file = join(dir, 'db.dump');
    await writeFile(file, data);
    if (force)
      await withPostgres(url, (client) =>
        client.query(
          'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
        ),
      );
    // One transaction: a failing restore leaves the database as it was.
    await runPgTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${url}`,
      file,
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await withPostgres(url, async (client) =>
    checkCounts(manifest, await readFacts(async (text) => (await client.query(text)).rows)),
  );
}

export type RestoreResult = { manifest: Manifest; files: number };

/**
 * Brings a backup back into the configured target (DATA_DIR, or DATABASE_URL + the file storage).
 * The whole archive is checked before the target is touched; a non-empty target needs `force`.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: { force: boolean },
): Promise<RestoreResult> {
  const manifest = await readArchive(file);
  const code = codeMigrationLevel();
  if (manifest.database.lastMigrationAt > code.lastMigrationAt)
    throw new BackupError(
      `La copia viene de una versión más nueva de ServiHogar (${manifest.database.migrations} migraciones, esta tiene ${code.migrations}): actualizá la aplicación antes de restaurarla.`,
    );
  const kind = target.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind)
    throw new BackupError(
      `La copia es de ${manifest.database.kind === 'pglite' ? 'la base embebida (PGlite)' : 'PostgreSQL'} y el destino es ${kind === 'pglite' ? 'la base embebida (PGlite)' : 'PostgreSQL'}.`,
    );

  const files = createFileStorage(target);
  const dbDir = join(target.DATA_DIR, 'db');
  await mkdir(target.DATA_DIR, { recursive: true });
  // The embedded database must not be open elsewhere (the server), even with --force.
  const release = kind === 'pglite' ? lockPgliteDir(dbDir) : () => {};
  try {
    const databaseHasData =
      kind === 'pglite'
        ? !isEmptyDir(dbDir)
        : await withPostgres(target.DATABASE_URL!, async (client) => {
            const { rows } = await client.query<{ n: number }>(
              `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
            );
            return (rows[0]?.n ?? 0) > 0;
          });
    const filesPresent = await hasAnyFile(files);
    if ((databaseHasData || filesPresent) && !options.force) {
      const what = [databaseHasData && 'la base de datos', filesPresent && 'los archivos subidos'].filter(
        Boolean,
      );
      throw new BackupError(
        `El destino no está vacío (${what.join(' y ')}): no se cambió nada. Usá --force para reemplazarlo.`,
      );
    }

    const staging = join(target.DATA_DIR, 'db.restoring');
    let restoredFiles = 0;
    await readArchive(
      file,
      async (name, data) => {
        if (name === DATABASE_ENTRY.pglite) await restorePglite(data, staging, manifest);
        else if (name === DATABASE_ENTRY.postgres)
          await restorePostgres(target.DATABASE_URL!, data, manifest, options.force);
        else if (name.startsWith(FILES_PREFIX)) {
          const key = name.slice(FILES_PREFIX.length);
          await files.put(key, data, contentTypeOf(key) ?? '');
          restoredFiles++;
        }
      },
      manifest,
    );
    if (kind === 'pglite') {
      await rm(dbDir, { recursive: true, force: true });
      await rename(staging, dbDir);
    }
    const stored = new Set<string>();
    for await (const key of files.list()) stored.add(key);
    const missing = Object.keys(manifest.entries)
      .filter((name) => name.startsWith(FILES_PREFIX))
      .find((name) => !stored.has(name.slice(FILES_PREFIX.length)));
    if (missing) throw new BackupError(`Falta un archivo tras restaurar: ${missing}.`);
    return { manifest, files: restoredFiles };
  } finally {
    release();
  }
}
