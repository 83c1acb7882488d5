import type { FastifyReply } from 'fastify';
import type { FileStream } from './file-storage.ts';

/** A private file (payment proof, identity document): never stored by a cache, never sniffed, shown inline. */
export function sendPrivateFile(reply: FastifyReply, file: FileStream): FastifyReply {
  if (file.size !== undefined) reply.header('Content-Length', file.size);
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .type(file.contentType)
    .send(file.body);
}
