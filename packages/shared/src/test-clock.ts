import { z } from 'zod';

/**
 * `POST /__test/clock`, registered only with NODE_ENV=test and TEST_CLOCK=true (e2e): from then on
 * the server's now() is the real time plus `offsetMs` (not cumulative; 0 goes back to real time).
 */
export const testClockBodySchema = z.object({ offsetMs: z.number().int() });

export const testClockResponseSchema = z.object({
  now: z.iso.datetime({ offset: true }),
  offsetMs: z.number(),
});
