import type { FastifyBaseLogger } from 'fastify';

export type Poller = {
  /** Runs a pass now, or right after the one in hand (never two at once). */
  tick: () => void;
  /** Waits for the pass in hand, if any. */
  idle: () => Promise<void>;
  /** No pass after this one; waits for the one in hand. */
  stop: () => Promise<void>;
};

/**
 * Runs `pass` every `pollMs` and on `tick`, one pass at a time: a tick during a pass runs another
 * right after it. A failed pass is logged as `unavailable` and the next tick tries again.
 */
export function startPoller(
  pass: () => Promise<unknown>,
  { pollMs, log, unavailable }: { pollMs: number; log: Pick<FastifyBaseLogger, 'warn'>; unavailable: string },
): Poller {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => log.warn({ err: error }, unavailable))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };

  const timer = setInterval(tick, pollMs);
  timer.unref();

  return {
    tick,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
