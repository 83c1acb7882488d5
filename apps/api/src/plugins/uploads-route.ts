import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, sendError } from '../lib/errors.ts';
import { PRIVATE_PREFIX, UPLOADS_ROUTE } from '../lib/file-keys.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { photoKeyOfThumbnail, storeThumbnail } from '../lib/thumbnails.ts';

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
