import type { FastifyReply } from 'fastify';
import type { FileStream } from './file-storage.ts';

/**
 * A private file (payment proof, identity document): never stored by a cache, never sniffed. Images
 * are shown inline; a PDF is downloaded (attachment), and anything opened anyway runs sandboxed: no
 * script, no same-origin access to the session.
 */
export async function sendPrivateFile(
  reply: FastifyReply,
  found: FileStream | Promise<FileStream>,
): Promise<FastifyReply> {
  const file = await found;
  if (file.size !== undefined) reply.header('Content-Length', file.size);
  const isImage = file.contentType.startsWith('image/');
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Security-Policy',
      "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    )
    .header('Content-Disposition', isImage ? 'inline' : 'attachment')
    .type(file.contentType)
    .send(file.body);
}
