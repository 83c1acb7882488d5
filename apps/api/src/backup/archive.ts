import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type Readable, Transform, type Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

// One backup = one gzipped tar: the database, every uploaded file under files/, and manifest.json
// last (it holds the checksum of every entry before it). Decision 0034.

export const MANIFEST = 'manifest.json';
export const DATABASE_ENTRY = {
  pglite: 'database/pglite-datadir.tar.gz',
  postgres: 'database/postgres.dump',
};
export const FILES_PREFIX = 'files/';
/** The driver's format (decision 0039): the columns and sequences, then one COPY text per table. */
export const COPY_PREFIX = 'database/copy/';
export const COPY_SCHEMA_ENTRY = `${COPY_PREFIX}schema.json`;
export const copyEntry = (table: string) => `${COPY_PREFIX}${table}.copy`;

/** How the database is written; an archive without `format` is from before 0039 (the kind's first). */
export const DATABASE_FORMATS = { pglite: ['pglite-datadir'], postgres: ['pg_dump', 'copy'] } as const;
export type DatabaseFormat = (typeof DATABASE_FORMATS)[keyof typeof DATABASE_FORMATS][number];
export const databaseFormat = (manifest: Pick<Manifest, 'database'>): string =>
  manifest.database.format ?? DATABASE_FORMATS[manifest.database.kind][0];
const FORMAT = 'servihogar-backup';

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** One of DATABASE_FORMATS[kind]; checked after parsing, so that an unknown one is named. */
    format: z.string().optional(),
    /** Migrations applied, and the `when` of the last one (drizzle's journal). */
    migrations: z.number().int(),
    lastMigrationAt: z.number(),
  }),
  /** Rows per table of the public schema, at the moment of the snapshot. */
  tables: z.record(z.string(), z.number().int()),
  files: z.number().int(),
  entries: z.record(z.string(), z.object({ size: z.number().int(), sha256: z.string() })),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFacts = Omit<Manifest, 'format' | 'formatVersion' | 'entries'>;

/** A refusal whose message names the problem (shown as is by the CLI). */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Said when the loaded rows differ from the manifest's, before anything of the target is replaced. */
export const countsMismatch = (table: string, loaded: number | undefined, rows: number) =>
  new BackupError(
    `Los recuentos no coinciden con la copia: ${table} tiene ${loaded ?? 'ninguna'} filas, la copia ${rows}. No se cambió nada.`,
  );

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export type ArchiveWriter = {
  add(name: string, data: Buffer): Promise<void>;
  /** Writes the manifest and ends the archive. */
  finish(facts: ManifestFacts): Promise<Manifest>;
  /** Stops writing after a failure (the output is left incomplete). */
  abort(error: Error): void;
};

export function writeArchive(out: Writable): ArchiveWriter {
  const pack = tar.pack();
  const done = pipeline(pack, createGzip(), out);
  done.catch(() => {}); // awaited in finish; a failure before then surfaces through add()
  const entries: Manifest['entries'] = {};
  const put = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: data.length, mtime: new Date() }, data, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  return {
    async add(name, data) {
      entries[name] = { size: data.length, sha256: sha256(data) };
      await put(name, data);
    },
    async finish(facts) {
      const manifest: Manifest = { format: FORMAT, formatVersion: 1, ...facts, entries };
      await put(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
      pack.finalize();
      await done;
      return manifest;
    },
    abort(error) {
      pack.destroy(error);
    },
  };
}

/** zlib's and tar-stream's failures, said as what they mean for a backup. */
function explain(error: unknown, file: string): BackupError {
  const text = error instanceof Error ? error.message : String(error);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupError(`No existe el archivo ${file}.`);
  if (code === 'Z_DATA_ERROR' && /header/.test(text))
    return new BackupError(`${file} no es una copia de ServiHogar (no es un archivo gzip).`);
  if (code === 'Z_BUF_ERROR' || /unexpected end|premature close/i.test(text))
    return new BackupError(`${file} está truncado: el archivo termina antes de tiempo.`);
  return new BackupError(`${file} está dañado: ${text}`);
}

/**
 * An entry's content passed through as it is read, hashed on the way: at its end it errors, before
 * its consumer sees the end, when it differs from what `known` (the verified manifest) says.
 */
function hashing(
  name: string,
  file: string,
  found: Manifest['entries'],
  known?: Manifest['entries'][string],
) {
  const hash = createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      found[name] = { size, sha256: hash.digest('hex') };
      const changed = known && (known.size !== size || known.sha256 !== found[name].sha256);
      done(changed ? new BackupError(`${file} cambió durante la restauración (${name}).`) : null);
    },
  });
}

/**
 * Reads the whole archive as a stream, checks every entry against the manifest (size and SHA-256,
 * none missing or extra) and returns the manifest. `onEntry` reads each entry's content as it comes
 * (never the whole archive in memory); when `expected` is given (the restore's second pass), the
 * content errors at its end if it differs from `expected`, so a consumer that read it to the end
 * without an error has exactly what the verified manifest says.
 */
export async function readArchive(
  file: string,
  onEntry?: (name: string, content: Readable) => Promise<void>,
  expected?: Manifest,
): Promise<Manifest> {
  const found: Manifest['entries'] = {};
  let manifestText: string | undefined;
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (name === MANIFEST) {
        manifestText = (await buffer(entry)).toString('utf8');
        continue;
      }
      const known = expected?.entries[name];
      if (expected && !known) throw new BackupError(`${file} cambió durante la restauración (${name}).`);
      const content = hashing(name, file, found, known);
      const passing = pipeline(entry, content);
      passing.catch(() => {}); // awaited below; a failure also reaches onEntry through `content`
      await onEntry?.(name, content);
      content.resume(); // what onEntry left unread is still hashed
      await passing;
    }
    await reading;
  } catch (error) {
    reading.catch(() => {});
    throw error instanceof BackupError ? error : explain(error, file);
  }
  if (manifestText === undefined)
    throw new BackupError(`${file} no tiene manifest.json: no es una copia de ServiHogar, o está truncado.`);
  const manifest = parseManifest(manifestText, file);
  checkEntries(manifest, found, file);
  return manifest;
}

function parseManifest(text: string, file: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${file}: manifest.json no es JSON válido.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const isOurs = (json as { format?: unknown } | null)?.format === FORMAT;
    throw new BackupError(
      isOurs
        ? `${file}: versión de formato desconocida o manifest.json incompleto.`
        : `${file} no es una copia de ServiHogar (manifest.json ajeno).`,
    );
  }
  return parsed.data;
}

function checkEntries(manifest: Manifest, found: Manifest['entries'], file: string) {
  for (const [name, want] of Object.entries(manifest.entries)) {
    const got = found[name];
    if (!got) throw new BackupError(`${file} está incompleto: falta ${name}.`);
    if (got.size !== want.size || got.sha256 !== want.sha256)
      throw new BackupError(`${file} está dañado: la suma de comprobación de ${name} no coincide.`);
  }
  const extra = Object.keys(found).filter((name) => !(name in manifest.entries));
  if (extra.length > 0) throw new BackupError(`${file} contiene entradas ajenas al manifiesto: ${extra[0]}.`);
  const { kind } = manifest.database;
  const format = databaseFormat(manifest);
  const known: readonly string[] = DATABASE_FORMATS[kind];
  if (!known.includes(format))
    throw new BackupError(
      `${file}: la base de datos está en un formato desconocido («${format}»); esta versión lee ${known.join(' o ')} para ${kind}. Restaurala con la versión de ServiHogar que la escribió.`,
    );
  const needed =
    format === 'copy'
      ? [COPY_SCHEMA_ENTRY, ...Object.keys(manifest.tables).map(copyEntry)]
      : [DATABASE_ENTRY[kind]];
  if (needed.some((name) => !(name in manifest.entries)))
    throw new BackupError(`${file} no contiene la base de datos.`);
}
