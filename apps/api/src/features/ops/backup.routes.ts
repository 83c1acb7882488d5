import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { writeBackup } from '../../backup/backup.ts';
import { AppError } from '../../lib/errors.ts';
import { isBackupToken } from '../../lib/ops-token.ts';

/**
 * The whole backup archive, streamed, for `npm run backup` while this server owns the embedded
 * database (decision 0034). Only with a backup token signed with JWT_SECRET.
 */
export const backupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Its own token (not an access token): the route checks it itself.
  const options = {
    config: { access: 'public' as const },
    schema: { summary: 'Stream a backup', hide: true },
  };
  app.get('/ops/backup', options, async (request, reply) => {
    if (!(await isBackupToken(deps.tokenSecret, request.headers.authorization, deps.now())))
      throw new AppError(request.headers.authorization ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    const body = new PassThrough();
    const source = {
      database: deps.database,
      files: deps.files,
      databaseUrl: deps.config.DATABASE_URL,
      pgTools: deps.config.BACKUP_PG_TOOLS,
    };
    // A failure cuts the stream: the client sees a truncated archive and refuses it.
    writeBackup(source, body).catch((error: unknown) => {
      request.log.error({ err: error }, 'backup failed');
      body.destroy(error as Error);
    });
    return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(body);
  });
};
