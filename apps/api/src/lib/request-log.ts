import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One line per request, written when it completes (method, URL, status, time), instead of
 * Fastify's two: at `info` in production (the access log), at `debug` elsewhere (hidden at the
 * default level, so a walkthrough does not flood the terminal). Errors keep their own lines.
 */
export class OneLineRequestLog extends LogController {
  readonly #level: 'info' | 'debug';

  constructor(level: 'info' | 'debug') {
    super();
    this.#level = level;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log[this.#level](
      { req: request, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  }
}
