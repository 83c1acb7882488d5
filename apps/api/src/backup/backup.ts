import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Database, SqlQuery } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import {
  BackupError,
  DATABASE_ENTRY,
  type DatabaseFormat,
  FILES_PREFIX,
  type Manifest,
  writeArchive,
} from './archive.ts';
import { copyDatabaseOut } from './copy-format.ts';

export type BackupSource = {
  database: Database;
  files: FileStorage;
  databaseUrl?: string;
  /** PostgreSQL: `off` writes through the driver even when pg_dump is installed (BACKUP_PG_TOOLS). */
  pgTools?: 'auto' | 'off';
};

/** What the manifest says about the database: rows per table and migration level. */
export type DatabaseFacts = { tables: Record<string, number>; migrations: number; lastMigrationAt: number };

export async function readFacts(query: SqlQuery): Promise<DatabaseFacts> {
  const names = await query(`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const tables: Record<string, number> = {};
  for (const { tablename } of names) {
    const [row] = await query(`select count(*)::int as n from public."${String(tablename)}"`);
    tables[String(tablename)] = Number(row?.n);
  }
  const [level] = await query(
    'select count(*)::int as n, coalesce(max(created_at), 0)::text as at from drizzle.__drizzle_migrations',
  );
  return { tables, migrations: Number(level?.n), lastMigrationAt: Number(level?.at) };
}

/** The migration level this code brings a database to (the last entry of drizzle's journal). */
export function codeMigrationLevel(): { migrations: number; lastMigrationAt: number } {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return {
    migrations: journal.entries.length,
    lastMigrationAt: Math.max(0, ...journal.entries.map((entry) => entry.when)),
  };
}

function appVersion(): string {
  const candidates = ['../../package.json', '../package.json'].map((rel) => new URL(rel, import.meta.url));
  for (const url of candidates) {
    try {
      const pkg = JSON.parse(readFileSync(url, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@servihogar/api' && pkg.version) return pkg.version;
    } catch {
      // Not this one.
    }
  }
  return 'unknown';
}

const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

/** A PostgreSQL client tool's absence or failure, said plainly. */
export function pgToolError(tool: PgTool, error: NodeJS.ErrnoException & { stderr?: string }): BackupError {
  if (error.code === 'ENOENT')
    return new BackupError(
      `${tool} no está instalado: instalá el cliente de PostgreSQL (paquete postgresql-client) de la misma versión mayor que el servidor.`,
    );
  return new BackupError(`${tool} falló: ${(error.stderr || error.message).trim()}`);
}

type Snapshot = { facts: DatabaseFacts; format: DatabaseFormat; entries: [string, Buffer][] };

/** pg_dump of an exported snapshot, or null when pg_dump is not installed. */
async function pgDump(url: string, snapshotId: string): Promise<Buffer | null> {
  const dir = await mkdtemp(join(tmpdir(), 'servihogar-backup-'));
  try {
    const out = join(dir, 'db.dump');
    await run(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${snapshotId}`,
        '--no-owner',
        '--no-privileges',
        `--file=${out}`,
        `--dbname=${url}`,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    return await readFile(out);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw pgToolError('pg_dump', error as NodeJS.ErrnoException);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL: the counts and the data read the same snapshot, so they agree while writes go on:
 * pg_dump on the exported snapshot, or (without pg_dump, or told `off`) COPY in the transaction itself.
 */
async function postgresSnapshot(url: string, pgTools: 'auto' | 'off'): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  // The server streams backups (/ops/backup): a connection lost mid-way fails this backup, not the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ id }] = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows as [
      { id: string },
    ];
    const facts = await readFacts(async (text) => (await client.query(text)).rows);
    const dump = pgTools === 'off' ? null : await pgDump(url, id);
    if (dump) return { facts, format: 'pg_dump', entries: [[DATABASE_ENTRY.postgres, dump]] };
    return { facts, format: 'copy', entries: await copyDatabaseOut(client, Object.keys(facts.tables)) };
  } finally {
    await client.query('rollback').catch(() => {});
    await client.end();
  }
}

async function snapshot(source: BackupSource): Promise<Snapshot> {
  const { database, databaseUrl } = source;
  if (database.kind === 'postgres') {
    if (!databaseUrl) throw new Error('a PostgreSQL backup needs the DATABASE_URL');
    return postgresSnapshot(databaseUrl, source.pgTools ?? 'auto');
  }
  if (!database.snapshot) throw new Error('this embedded database cannot be dumped');
  const { value, dataDir } = await database.snapshot(readFacts);
  const dump = Buffer.from(await dataDir.arrayBuffer());
  return { facts: value, format: 'pglite-datadir', entries: [[DATABASE_ENTRY.pglite, dump]] };
}

/**
 * Writes the whole backup to `out` while the service keeps running: the database snapshot first,
 * then the uploaded files (a file uploaded meanwhile is kept too; nothing refers to it), then the manifest.
 */
export async function writeBackup(source: BackupSource, out: Writable): Promise<Manifest> {
  const archive = writeArchive(out);
  try {
    const createdAt = new Date().toISOString();
    const { facts, format, entries } = await snapshot(source);
    for (const [name, data] of entries) await archive.add(name, data);
    let files = 0;
    for await (const key of source.files.list()) {
      const file = await source.files.get(key);
      if (!file) continue; // deleted since it was listed
      await archive.add(`${FILES_PREFIX}${key}`, file.data);
      files++;
    }
    return await archive.finish({
      appVersion: appVersion(),
      createdAt,
      database: {
        kind: source.database.kind,
        format,
        migrations: facts.migrations,
        lastMigrationAt: facts.lastMigrationAt,
      },
      tables: facts.tables,
      files,
    });
  } catch (error) {
    archive.abort(error as Error);
    throw error;
  }
}
