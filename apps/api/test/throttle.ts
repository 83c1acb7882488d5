import { expect } from 'vitest';
import type { Limit } from '../src/plugins/rate-limit.ts';
import { DEFAULT_RATE_LIMITS } from '../src/plugins/rate-limit.ts';
import { buildTestApp } from './build-test-app.ts';

/**
 * On an app with the real limits: `limit.max` POSTs to `url` answer `accepted` (each with the
 * payload of its index), the next one 429.
 */
export async function expectThrottled(
  url: string,
  limit: (limits: typeof DEFAULT_RATE_LIMITS) => Limit,
  payload: (i: number) => object,
  accepted = 202,
) {
  const t = await buildTestApp({ rateLimits: DEFAULT_RATE_LIMITS });
  try {
    const codes: number[] = [];
    for (let i = 0; i <= limit(DEFAULT_RATE_LIMITS).max; i++) {
      const res = await t.app.inject({ method: 'POST', url, payload: payload(i) });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, -1).every((code) => code === accepted)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  } finally {
    await t.close();
  }
}
