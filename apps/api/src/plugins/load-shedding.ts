import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError, sendError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read that may be refused with 503 + Retry-After while the server is saturated. */
    shed?: boolean;
  }
}

export type LoadSheddingOptions = {
  /** Event-loop delay (mean over the last sample) past which public reads are refused; 0: never. */
  maxEventLoopDelayMs: number;
  /** Replaces the measurement (tests: saturation on demand, no timing). */
  probe?: () => boolean;
  /** Told of each refused read (metrics). */
  onShed?: () => void;
};

/**
 * Decision 0019. @fastify/under-pressure measures the event-loop delay; the decision is ours:
 * only routes marked `config.shed` (the public reads) are refused. `/health`, the web app's pages
 * and assets, and every write are always served: writes are few (rate-limited) and must never
 * starve behind reads.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
): Promise<void> {
  let saturated = options.probe;
  if (!saturated && options.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      sampleInterval: 250,
      // Measure only: the hook below decides which requests are refused.
      pressureHandler: () => undefined,
    });
    saturated = () => app.isUnderPressure();
  }
  if (!saturated) return;
  const isSaturated = saturated;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config?.shed || !isSaturated()) return;
    options.onShed?.();
    return sendError(reply, new AppError('UNAVAILABLE'));
  });
}
