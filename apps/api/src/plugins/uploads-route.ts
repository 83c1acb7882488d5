import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, sendError } from '../lib/errors.ts';
import { PRIVATE_PREFIX, UPLOADS_ROUTE } from '../lib/file-keys.ts';
import type { FileStorage } from '../lib/file-storage.ts';

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
      const file = key.toLowerCase().startsWith(PRIVATE_PREFIX) ? null : await files.stream(key);
      if (!file) return sendError(reply, new AppError('NOT_FOUND'));
      if (file.size !== undefined) reply.header('Content-Length', file.size);
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType)
        .send(file.body);
    },
  );
}
