import { errorBodySchema } from '@servihogar/shared/errors';
import { testClockBodySchema, testClockResponseSchema } from '@servihogar/shared/test-clock';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

/** The app's one clock: `base` (real time unless a test passes its own) plus a test-only offset. */
export type Clock = { now: () => Date; setOffset(offsetMs: number): void; offsetMs(): number };

export function createClock(base: () => Date = () => new Date()): Clock {
  let offset = 0;
  return {
    now: () => (offset === 0 ? base() : new Date(base().getTime() + offset)),
    setOffset: (offsetMs) => {
      offset = offsetMs;
    },
    offsetMs: () => offset,
  };
}

/** Only a test server may have its time moved: loadConfig refuses TEST_CLOCK outside NODE_ENV=test. */
export function testClockEnabled(config: Pick<Config, 'NODE_ENV' | 'TEST_CLOCK'>): boolean {
  return config.NODE_ENV === 'test' && config.TEST_CLOCK;
}

/**
 * `POST /__test/clock {offsetMs}`: from now on the server's now() is real time + offsetMs (it sets
 * the offset, it does not add to it). Moves every time rule: trial, fees, tokens, ads, jobs.
 */
export function registerTestClockRoute(app: FastifyInstance, clock: Clock, moved: () => void): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/__test/clock',
    {
      schema: {
        hide: true,
        body: testClockBodySchema,
        response: { 200: testClockResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      clock.setOffset(request.body.offsetMs);
      // What time alone makes due (an expired request's mails) is looked for at once.
      moved();
      return { now: clock.now().toISOString(), offsetMs: clock.offsetMs() };
    },
  );
}
