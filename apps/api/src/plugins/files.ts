import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { AppError, sendError } from './errors.ts';

/** Uploaded files: on disk by default, S3-compatible storage when configured (same interface). */
export type FileStorage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** URL the browser uses for a public file; private keys (under `private/`) are never served. */
  publicUrl(key: string): string;
};

export const PRIVATE_PREFIX = 'private/';
export const UPLOADS_ROUTE = '/uploads';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

// Segments of letters, digits, '-', '_' and '.', never '..': a key cannot leave the storage root.
const KEY_PATTERN = /^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && contentTypeOf(key) !== undefined;
}

export function contentTypeOf(key: string): string | undefined {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];
}

function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid file key: ${key}`);
}

/** Keeps each file under `root/<key>`; the extension of the key fixes its content type. */
export function createDiskStorage(root: string): FileStorage {
  return {
    async put(key, data, contentType) {
      assertKey(key);
      if (contentTypeOf(key) !== contentType)
        throw new Error(`content type ${contentType} does not match ${key}`);
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
    async delete(key) {
      assertKey(key);
      await rm(join(root, key), { force: true });
    },
    publicUrl: (key) => `${UPLOADS_ROUTE}/${key}`,
  };
}

export function createFileStorage(config: Pick<Config, 'DATA_DIR'>): FileStorage {
  return createDiskStorage(join(config.DATA_DIR, 'uploads'));
}

/** Serves public uploads; their keys are unique per content, so they never change. */
export function registerUploadsRoute(app: FastifyInstance, files: FileStorage): void {
  app.get(
    `${UPLOADS_ROUTE}/*`,
    { schema: { hide: true, params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = key.startsWith(PRIVATE_PREFIX) ? null : await files.get(key);
      if (!file) return sendError(reply, new AppError('NOT_FOUND'));
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  );
}
