import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Outside production each request is one `debug` line (hidden at the default `info` level), so a
 * walkthrough does not flood the terminal; errors keep their own lines. LOG_LEVEL=debug shows them.
 */
export class QuietRequestLog extends LogController {
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
    reply.log.debug(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  }
}
