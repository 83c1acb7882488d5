import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { BackupError, type Manifest, readArchive } from './backup/archive.ts';
import { writeBackup } from './backup/backup.ts';
import { restoreBackup } from './backup/restore.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { DatabaseLockedError } from './db/pglite-lock.ts';
import { secretKey } from './lib/access-token.ts';
import { createFileStorage } from './lib/open-file-storage.ts';
import { signBackupToken } from './lib/ops-token.ts';

export type BackupCliDeps = { env: NodeJS.ProcessEnv; print(line: string): void };

const USAGE = 'Uso: npm run backup -- <archivo.tar.gz>  |  npm run restore -- <archivo.tar.gz> [--force]';

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const rowsOf = (manifest: Manifest) => Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);

/** The running server owns the embedded database: it writes the archive and we download it. */
async function downloadFromServer(config: Config, file: string): Promise<void> {
  const token = await signBackupToken(secretKey(config.JWT_SECRET), new Date());
  const url = `http://127.0.0.1:${config.PORT}/ops/backup`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).catch((error: unknown) => {
    throw new BackupError(
      `La base embebida está abierta por otro proceso y el servidor no responde en ${url} (${(error as Error).message}).`,
    );
  });
  if (!res.ok || !res.body) throw new BackupError(`El servidor no entregó la copia: HTTP ${res.status}.`);
  await pipeline(Readable.fromWeb(res.body as ReadableStream<Uint8Array>), createWriteStream(file));
}

async function backup(config: Config, file: string, print: (line: string) => void): Promise<void> {
  const started = performance.now();
  const partial = `${file}.partial`;
  try {
    if (!config.DATABASE_URL && !existsSync(join(config.DATA_DIR, 'db')))
      throw new BackupError(`No hay base de datos en ${join(config.DATA_DIR, 'db')}: revisá DATA_DIR.`);
    let database: Awaited<ReturnType<typeof openDb>> | undefined;
    try {
      database = await openDb(config);
    } catch (error) {
      if (!(error instanceof DatabaseLockedError)) throw error;
    }
    if (database) {
      try {
        const source = {
          database,
          files: createFileStorage(config),
          databaseUrl: config.DATABASE_URL,
          pgTools: config.BACKUP_PG_TOOLS,
        };
        await writeBackup(source, createWriteStream(partial));
      } finally {
        await database.close();
      }
    } else {
      print('El servidor está en marcha con la base embebida: se le pide la copia.');
      await downloadFromServer(config, partial);
    }
    // Read back before calling it a backup: a cut download or a full disk shows here.
    const manifest = await readArchive(partial);
    await rename(partial, file);
    const { size } = await stat(file);
    print(
      `Copia escrita: ${file} (${megabytes(size)} MB; ${Object.keys(manifest.tables).length} tablas, ` +
        `${rowsOf(manifest)} filas, ${manifest.files} archivos) en ${seconds(started)} s.`,
    );
    if (manifest.database.format === 'copy')
      print(
        'La base se copió con el driver (COPY): pg_dump no está instalado o BACKUP_PG_TOOLS=off. Se restaura sin herramientas cliente.',
      );
  } finally {
    await rm(partial, { force: true });
  }
}

async function restore(config: Config, file: string, force: boolean, print: (line: string) => void) {
  const started = performance.now();
  const { manifest, files } = await restoreBackup(file, config, { force });
  print(
    `Restaurada: ${file} (copia del ${manifest.createdAt}; ${rowsOf(manifest)} filas y ${files} archivos ` +
      `comprobados) en ${seconds(started)} s.`,
  );
}

/** `backup <file>` or `restore <file> [--force]`: returns the exit code. Same configuration as the server. */
export async function runBackupCli(argv: string[], deps: BackupCliDeps): Promise<number> {
  const { print } = deps;
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const args = rest.filter((arg) => arg !== '--force');
  const [file] = args;
  if (
    !file ||
    args.length !== 1 ||
    (command !== 'backup' && command !== 'restore') ||
    (force && command !== 'restore')
  ) {
    print(USAGE);
    return 2;
  }
  try {
    const config = loadConfig(deps.env);
    if (command === 'backup') await backup(config, file, print);
    else await restore(config, file, force, print);
    return 0;
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof DatabaseLockedError ||
      error instanceof BackupError
    ) {
      print(error.message);
      return 1;
    }
    throw error;
  }
}
