import { type StdioOptions, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { lockPgliteDir } from '../db/pglite-lock.ts';
import { contentTypeOf } from '../lib/file-keys.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { createFileStorage, type StorageConfig } from '../lib/open-file-storage.ts';
import {
  BackupError,
  COPY_PREFIX,
  countsMismatch,
  DATABASE_ENTRY,
  databaseFormat,
  FILES_PREFIX,
  type Manifest,
  readArchive,
} from './archive.ts';
import { codeMigrationLevel, type DatabaseFacts, type PgTool, pgToolError, readFacts } from './backup.ts';
import { type CopyRestore, DROP_SCHEMAS, startCopyRestore } from './copy-format.ts';
import { extractDataDir } from './pglite-datadir.ts';

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
    if (facts.tables[table] !== rows) throw countsMismatch(table, facts.tables[table], rows);
  }
}

/** What the check below raises (then said by countsMismatch): table, rows loaded (`-`: none), manifest's rows. */
const COUNTS_RAISED = 'servihogar_counts';

/**
 * The same check inside psql's transaction, after the dump's script: a difference raises, and
 * the transaction (the `--force` drop with it) is rolled back.
 */
function countsCheckSql(manifest: Manifest): string {
  const tables = JSON.stringify(manifest.tables).replaceAll("'", "''");
  return `
DO $servihogar_counts$
DECLARE t record; n bigint;
BEGIN
  FOR t IN SELECT key AS name, value::bigint AS rows FROM json_each_text('${tables}') LOOP
    n := NULL;
    IF to_regclass(format('public.%I', t.name)) IS NOT NULL THEN
      EXECUTE format('select count(*) from public.%I', t.name) INTO n;
    END IF;
    IF n IS DISTINCT FROM t.rows THEN
      RAISE EXCEPTION '${COUNTS_RAISED} % % %', t.name, coalesce(n::text, '-'), t.rows;
    END IF;
  END LOOP;
END $servihogar_counts$;
`;
}

const EMPTY_SEARCH_PATH = Buffer.from("SELECT pg_catalog.set_config('search_path', '', false);");
const PUBLIC_SEARCH_PATH = Buffer.from("SELECT pg_catalog.set_config('search_path', 'public', false);");

/**
 * The script's opening line empties search_path, under which earthdistance's ll_to_earth (inlined
 * while the professionals' gist index is built) cannot find cube(): pg_restore alone fails on it.
 * Only the opening line is rewritten (it comes within the script's first kilobytes, before any data).
 */
function restoreSearchPath(): Transform {
  let pending: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (pending === null) return done(null, chunk);
      pending = Buffer.concat([pending, chunk]);
      const at = pending.indexOf(EMPTY_SEARCH_PATH);
      if (at < 0 && pending.length < 65_536) return done();
      const out =
        at < 0
          ? pending
          : Buffer.concat([
              pending.subarray(0, at),
              PUBLIC_SEARCH_PATH,
              pending.subarray(at + EMPTY_SEARCH_PATH.length),
            ]);
      pending = null;
      done(null, out);
    },
    flush(done) {
      done(null, pending);
    },
  });
}

function tool(name: PgTool, args: string[], stdio: StdioOptions) {
  const child = spawn(name, args, { stdio });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', (error) => reject(pgToolError(name, error)));
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(pgToolError(name, Object.assign(new Error(`exit ${code}`), { stderr }))),
    );
  });
  return { child, exited };
}

/**
 * pg_restore's script run by psql in one transaction, with `--force`'s drop before it and the
 * counts' check after it: a failing restore leaves the database as it was. No comments: COMMENT ON
 * EXTENSION needs the extension's owner, often not the app's role.
 */
async function pgRestoreThroughPsql(url: string, dump: string, manifest: Manifest, force: boolean) {
  const restore = tool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--no-comments', '--file=-', dump],
    ['ignore', 'pipe', 'pipe'],
  );
  const psql = tool(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${url}`],
    ['pipe', 'ignore', 'pipe'],
  );
  // psql's complaint first: when it stops, the pipe breaks too, which says less.
  const outcomes = await Promise.allSettled([
    psql.exited,
    restore.exited,
    pipeline(
      restore.child.stdout!,
      restoreSearchPath(),
      async function* (script: AsyncIterable<Buffer>) {
        if (force) yield Buffer.from(`${DROP_SCHEMAS}\n`);
        yield* script;
        yield Buffer.from(countsCheckSql(manifest));
      },
      psql.child.stdin!,
    ),
  ]);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (!failed) return;
  const counts = new RegExp(`${COUNTS_RAISED} (\\S+) (\\S+) (\\d+)`).exec(String(failed.reason?.message));
  if (!counts) throw failed.reason;
  const [, table = '', loaded = '-', rows = ''] = counts;
  throw countsMismatch(table, loaded === '-' ? undefined : Number(loaded), Number(rows));
}

/**
 * The embedded database unpacked into `staging` (streamed: decision 0053), opened there and its
 * counts compared; it replaces DATA_DIR/db only once everything else is in place.
 */
async function restorePglite(content: Readable, staging: string, manifest: Manifest) {
  await extractDataDir(content, staging);
  const restored = await openPglite(staging);
  try {
    checkCounts(manifest, await readFacts(async (text) => (await restored.db.execute(sql.raw(text))).rows));
  } finally {
    await restored.close();
  }
}

/** The dump streamed to a file (pg_restore reads its custom format by seeking), then restored. */
async function restorePostgres(url: string, content: Readable, manifest: Manifest, force: boolean) {
  const dir = await mkdtemp(join(tmpdir(), 'servihogar-restore-'));
  try {
    const file = join(dir, 'db.dump');
    await pipeline(content, createWriteStream(file));
    await pgRestoreThroughPsql(url, file, manifest, force);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The driver's format (decision 0039): `read` feeds the archive's entries; those of the database go
 * into one transaction (each table's rows counted as they are copied), committed once the archive
 * has been read whole.
 */
async function restoreCopy(
  url: string,
  manifest: Manifest,
  force: boolean,
  read: (copy: CopyRestore) => Promise<void>,
) {
  await withPostgres(url, async (client) => {
    try {
      const copy = await startCopyRestore(client, manifest, { replace: force });
      await read(copy);
      await copy.finish();
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  });
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
  const staging = join(target.DATA_DIR, 'db.restoring');
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

    // The database comes first in the archive: it is loaded and counted before any file is put.
    let restoredFiles = 0;
    const read = (copy?: CopyRestore) =>
      readArchive(
        file,
        async (name, content) => {
          if (name === DATABASE_ENTRY.pglite) await restorePglite(content, staging, manifest);
          else if (name === DATABASE_ENTRY.postgres)
            await restorePostgres(target.DATABASE_URL!, content, manifest, options.force);
          else if (name.startsWith(FILES_PREFIX)) {
            const key = name.slice(FILES_PREFIX.length);
            await files.put(key, await buffer(content), contentTypeOf(key) ?? '');
            restoredFiles++;
          } else if (copy && name.startsWith(COPY_PREFIX)) await copy.take(name, content);
        },
        manifest,
      ).then(() => {});
    try {
      await rm(staging, { recursive: true, force: true });
      if (databaseFormat(manifest) === 'copy')
        await restoreCopy(target.DATABASE_URL!, manifest, options.force, read);
      else await read();
      if (kind === 'pglite') {
        await rm(dbDir, { recursive: true, force: true });
        await rename(staging, dbDir);
      }
    } finally {
      await rm(staging, { recursive: true, force: true });
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
