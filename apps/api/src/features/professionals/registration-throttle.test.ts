import * as msg from '@servihogar/shared/messages';
import { describe, expect, it } from 'vitest';
import { testAppOfSuite } from '../../../test/build-test-app.ts';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.ts';

describe('POST /professionals/add is throttled like client registration', () => {
  const t = testAppOfSuite({ rateLimits: DEFAULT_RATE_LIMITS });

  it('the 11th request within an hour from one IP gets 429', async () => {
    expect(DEFAULT_RATE_LIMITS.registration).toEqual({ max: 10, timeWindow: 60 * 60_000 });
    const post = () => t().app.inject({ method: 'POST', url: '/professionals/add', payload: {} });
    // Invalid bodies are enough: the limit counts requests, before validation and hashing.
    for (let i = 0; i < 10; i++) expect((await post()).statusCode).toBe(400);
    const blocked = await post();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: msg.api.rateLimited });
  });
});
