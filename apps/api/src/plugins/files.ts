import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { AppError, sendError } from './errors.ts';
import {
  assertKey,
  assertPut,
  contentTypeOf,
  isValidKey,
  PRIVATE_PREFIX,
  publicUrlOf,
  UPLOADS_ROUTE,
} from './file-keys.ts';
import { createS3Storage } from './s3-storage.ts';
import { photoKeyOfThumbnail, storeThumbnail } from './thumbnails.ts';

/** Uploaded files: on disk by default, S3-compatible storage when configured (same interface). */
export type FileStorage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** The file as a stream, for serving it without holding it in memory. */
  stream(key: string): Promise<FileStream | null>;
  delete(key: string): Promise<void>;
  /** URL the browser uses for a public file; private keys (under `private/`) are never served. */
  publicUrl(key: string): string;
};

export type FileStream = { body: Readable; contentType: string; size?: number };

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
    publicUrl: publicUrlOf,
  };
}

export type StorageConfig = Pick<
  Config,
  'DATA_DIR' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION'
>;

/** S3-compatible storage when S3_* is configured (loadConfig requires all four together), else disk. */
export function createFileStorage(config: StorageConfig): FileStorage {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      region: config.S3_REGION,
    });
  }
  return createDiskStorage(join(config.DATA_DIR, 'uploads'));
}

/**
 * Serves public uploads of either backend at the same URL (the bucket stays private); their keys
 * are unique per content, so they never change.
 */
export function registerUploadsRoute(app: FastifyInstance, files: FileStorage): void {
  app.get(
    `${UPLOADS_ROUTE}/*`,
    { schema: { hide: true, params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Lower-cased: on a case-insensitive disk 'Private/x' would be the same file.
      if (key.toLowerCase().startsWith(PRIVATE_PREFIX)) return sendError(reply, new AppError('NOT_FOUND'));
      const file = await files.stream(key);
      if (!file) {
        // A photo's thumbnail not made yet (a photo from before thumbnails): made now, kept.
        const photoKey = photoKeyOfThumbnail(key);
        const made = photoKey ? await storeThumbnail(files, photoKey) : null;
        if (!made) return sendError(reply, new AppError('NOT_FOUND'));
        return reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          .type('image/webp')
          .send(made);
      }
      if (file.size !== undefined) reply.header('Content-Length', file.size);
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType)
        .send(file.body);
    },
  );
}
