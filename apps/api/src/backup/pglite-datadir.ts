import { createWriteStream } from 'node:fs';
import { mkdir, utimes } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from './archive.ts';

/**
 * PGlite's data directory (`dumpDataDir('gzip')`: a gzipped tar of PGDATA) written file by file into
 * `dir`, where PGlite opened on `dir` finds it: what `loadDataDir` does, streamed. `loadDataDir`
 * holds the dump and the whole unpacked directory in memory at once (decision 0053).
 */
export async function extractDataDir(content: Readable, dir: string): Promise<void> {
  const root = resolve(dir);
  await mkdir(root, { recursive: true });
  const extract = tar.extract();
  const reading = pipeline(content, createGunzip(), extract);
  try {
    for await (const entry of extract) {
      const { name, type, mtime } = entry.header;
      const path = resolve(root, `./${name}`);
      if (!path.startsWith(root + sep))
        throw new BackupError(`La base de la copia tiene una ruta fuera de su carpeta: ${name}.`);
      if (type === 'directory') {
        await mkdir(path, { recursive: true });
        entry.resume();
      } else if (type === 'file') {
        await mkdir(dirname(path), { recursive: true });
        await pipeline(entry, createWriteStream(path));
        if (mtime) await utimes(path, mtime, mtime);
      } else entry.resume();
    }
    await reading;
  } catch (error) {
    reading.catch(() => {});
    throw error;
  }
}
