import { access, constants, mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertKey, assertPut, contentTypeOf, isValidKey, publicUrlOf } from './file-keys.ts';
import type { FileStorage } from './file-storage.ts';

/** Keeps each file under `root/<key>`; the extension of the key fixes its content type. */
export function createDiskStorage(root: string): FileStorage {
  return {
    async put(key, data, contentType) {
      assertPut(key, contentType);
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename so a reader never sees half a file.
      const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, path);
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        return { data: await readFile(join(root, key)), contentType: contentTypeOf(key)! };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async stream(key) {
      if (!isValidKey(key)) return null;
      // Opened before answering, so a missing file is a 404 and not a broken stream.
      const handle = await open(join(root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), contentType: contentTypeOf(key)!, size };
    },
    async delete(key) {
      assertKey(key);
      await rm(join(root, key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        // Half-written files (`.tmp`) are not keys.
        const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
        if (isValidKey(key)) yield key;
      }
    },
    publicUrl: publicUrlOf,
  };
}
