import { AppError } from '../lib/errors.ts';

/**
 * Bounds the database work of public reads (cache misses): at most `concurrency` at once and
 * `queue` waiting; past that the read is refused at once with 503 (decision 0019). Writes never
 * pass through it, so they always find a free connection (PostgreSQL) or a short queue (PGlite).
 */
export type ReadGate = {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

export class ReadGateFull extends AppError {
  constructor() {
    super('UNAVAILABLE');
  }
}

export function createReadGate({ concurrency, queue }: { concurrency: number; queue: number }): ReadGate {
  let active = 0;
  const waiters: (() => void)[] = [];
  const release = () => {
    const next = waiters.shift();
    if (next) next();
    else active--;
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
    async run(work) {
      if (active >= concurrency) {
        if (waiters.length >= queue) throw new ReadGateFull();
        // The slot is handed over by `release`: `active` stays counted.
        await new Promise<void>((resolve) => waiters.push(resolve));
      } else {
        active++;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
