import { type Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrationsFolder } from '../db/migrate.ts';
import { BackupError, COPY_SCHEMA_ENTRY, copyEntry, countsMismatch, type Manifest } from './archive.ts';

// The PostgreSQL database through the driver, for when pg_dump is not installed (decision 0039):
// every public table as COPY text, read in the backup's snapshot; restored into a database brought
// to the archive's migration level by the app's own migrations, all in one transaction.

/** What `--force` removes before a PostgreSQL restore (the extensions in public go too; the migrations or the dump bring them back). */
export const DROP_SCHEMAS =
  'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;';

/** What COPY needs besides the rows: each table's columns (in order) and each sequence's value. */
type CopySchema = { columns: Record<string, string[]>; sequences: Record<string, string | null> };

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const columnList = (columns: string[]) => columns.map(ident).join(', ');

/**
 * The archive entries of the database, read by `client` inside the snapshot transaction that
 * counted `tables`. Generated columns are left out (PostgreSQL computes them again).
 */
export async function copyDatabaseOut(client: pg.Client, tables: string[]): Promise<[string, Buffer][]> {
  const { rows: columnRows } = await client.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  // Sequences are not transactional: a value read now is at least the snapshot's, which is safe.
  const { rows: sequenceRows } = await client.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  );
  const schema: CopySchema = { columns: {}, sequences: {} };
  for (const table of tables) schema.columns[table] = [];
  for (const { table, column } of columnRows) schema.columns[table]?.push(column);
  for (const { name, value } of sequenceRows) schema.sequences[name] = value;

  const entries: [string, Buffer][] = [[COPY_SCHEMA_ENTRY, Buffer.from(JSON.stringify(schema))]];
  for (const table of tables) {
    const chunks: Buffer[] = [];
    const copy = client.query(
      copyTo(`COPY public.${ident(table)} (${columnList(schema.columns[table]!)}) TO STDOUT`),
    );
    for await (const chunk of copy) chunks.push(chunk as Buffer);
    entries.push([copyEntry(table), Buffer.concat(chunks)]);
  }
  return entries;
}

/** The app's migrations up to the archive's level, applied as drizzle's migrator does, in the caller's transaction. */
async function migrateTo(client: pg.Client, level: Manifest['database']) {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() }).filter(
    (migration) => migration.folderMillis <= level.lastMigrationAt,
  );
  if (migrations.length !== level.migrations)
    throw new BackupError(
      `La copia está en un nivel de migraciones (${level.migrations}) que esta versión de ServiHogar no tiene.`,
    );
  await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await client.query(
    'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await client.query(statement);
    await client.query(
      'insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)',
      [migration.hash, migration.folderMillis],
    );
  }
}

/** Every sequence of the public schema at least at its recorded value and at the highest value of the column it owns. */
async function resetSequences(client: pg.Client, recorded: CopySchema['sequences']) {
  const { rows } = await client.query<{ sequence: string; table: string | null; column: string | null }>(
    `select s.relname as sequence, t.relname as table, a.attname as column
       from pg_class s join pg_namespace n on n.oid = s.relnamespace
       left join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
            and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       left join pg_class t on t.oid = d.refobjid
       left join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const { sequence, table, column } of rows) {
    const highest =
      table && column ? `(select max(${ident(column)})::bigint from public.${ident(table)})` : 'null';
    await client.query(
      `select setval($1::regclass, v, true) from (select greatest($2::bigint, ${highest}) as v) s where v is not null`,
      [`public.${ident(sequence)}`, recorded[sequence] ?? null],
    );
  }
}

/** The archive's small chunks gathered into about `size` bytes each: one COPY message per batch. */
function batches(size: number): Transform {
  let held: Buffer[] = [];
  let length = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      held.push(chunk);
      length += chunk.length;
      if (length < size) return done();
      const batch = Buffer.concat(held);
      held = [];
      length = 0;
      done(null, batch);
    },
    flush(done) {
      done(null, length > 0 ? Buffer.concat(held) : null);
    },
  });
}

export type CopyRestore = {
  /** One entry of the archive under database/copy/, in the archive's order (schema first), streamed. */
  take(name: string, content: Readable): Promise<void>;
  /** Sequences reset and the transaction committed. */
  finish(): Promise<void>;
};

/**
 * Opens the one transaction of a COPY restore on `client` (an empty database, or emptied first when
 * `replace`, in the same transaction): the migrations to
 * the archive's level, the tables emptied of the rows migrations insert, then each table's rows with triggers and foreign-key checks off
 * (`session_replication_role = replica`: the rows were consistent in the snapshot).
 */
export async function startCopyRestore(
  client: pg.Client,
  manifest: Manifest,
  options: { replace: boolean },
): Promise<CopyRestore> {
  await client.query('begin');
  if (options.replace) await client.query(DROP_SCHEMAS);
  await migrateTo(client, manifest.database);
  // The rows some migrations insert (categories…) are in the archive as the snapshot saw them.
  const tables = Object.keys(manifest.tables).map((table) => `public.${ident(table)}`);
  if (tables.length > 0) await client.query(`truncate table ${tables.join(', ')}`);
  await client.query('set local session_replication_role = replica').catch((error: { code?: string }) => {
    throw error.code === '42501'
      ? new BackupError(
          'Restaurar una copia hecha por el driver necesita un rol de PostgreSQL que pueda poner session_replication_role (superusuario).',
        )
      : error;
  });
  let schema: CopySchema | undefined;
  return {
    async take(name, content) {
      if (name === COPY_SCHEMA_ENTRY) {
        schema = JSON.parse((await buffer(content)).toString('utf8')) as CopySchema;
        return;
      }
      const table = Object.keys(manifest.tables).find((candidate) => copyEntry(candidate) === name);
      const columns = table && schema?.columns[table];
      if (!columns) throw new BackupError(`La copia tiene ${name} fuera de lugar.`);
      const copy = client.query(copyFrom(`COPY public.${ident(table)} (${columnList(columns)}) FROM STDIN`));
      await pipeline(content, batches(1 << 20), copy).catch((error: Error) => {
        throw error instanceof BackupError
          ? error
          : new BackupError(`No se pudieron cargar las filas de ${table}: ${error.message}`);
      });
      // Counted as they went in: a difference is found before the transaction commits.
      if (copy.rowCount !== manifest.tables[table])
        throw countsMismatch(table, copy.rowCount, manifest.tables[table]!);
    },
    async finish() {
      if (!schema) throw new BackupError('La copia no tiene el esquema de la base de datos.');
      await resetSequences(client, schema.sequences);
      await client.query('commit');
    },
  };
}
