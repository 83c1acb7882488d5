import { monitorEventLoopDelay } from 'node:perf_hooks';
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

const SAMPLE_MS = 250;
const RESOLUTION_MS = 10;

/**
 * The mean event-loop delay over the last SAMPLE_MS, measured from the moment the server listens:
 * the start's own work (route schemas, migrations), slow on a busy host, does not count — it shed
 * the first reads while /health/ready said 200 (hardening round 3, item 8).
 */
function eventLoopDelayMs(app: FastifyInstance): () => number {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let delayMs = 0;
  let sampler: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    histogram.enable();
    sampler = setInterval(() => {
      // No tick yet (the loop was held the whole sample): the next sample holds that delay.
      if (histogram.count > 0) delayMs = Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS);
      histogram.reset();
    }, SAMPLE_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sampler);
    histogram.disable();
  });
  return () => delayMs;
}

/**
 * Decision 0019. The event-loop delay is measured here (from the listen on); the decision is ours:
 * only routes marked `config.shed` (the public reads) are refused. `/health`, the web app's pages
 * and assets, and every write are always served: writes are few (rate-limited) and must never
 * starve behind reads.
 */
export function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): void {
  let saturated = options.probe;
  if (!saturated && options.maxEventLoopDelayMs > 0) {
    const delayMs = eventLoopDelayMs(app);
    saturated = () => delayMs() > options.maxEventLoopDelayMs;
  }
  if (!saturated) return;
  const isSaturated = saturated;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config?.shed || !isSaturated()) return;
    options.onShed?.();
    return sendError(reply, new AppError('UNAVAILABLE'));
  });
}
