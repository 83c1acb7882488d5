import * as msg from '@servihogar/shared/messages';
import { describe, expect, it } from 'vitest';
import { testAppOfSuite } from '../../../test/build-test-app.ts';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.ts';

describe('POST /auth/resendVerification is throttled like the recovery mail', () => {
  const t = testAppOfSuite({ rateLimits: DEFAULT_RATE_LIMITS });

  it('the 4th request for one e-mail within 15 minutes gets 429; another e-mail is not held up', async () => {
    expect(DEFAULT_RATE_LIMITS.recoveryMail).toEqual({ max: 3, timeWindow: 15 * 60_000 });
    const resend = (email: string) =>
      t().app.inject({ method: 'POST', url: '/auth/resendVerification', payload: { email } });
    for (let i = 0; i < 3; i++) expect((await resend('ana@example.com')).statusCode).toBe(200);
    const blocked = await resend('ANA@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: msg.api.rateLimited });
    expect((await resend('otra@example.com')).statusCode).toBe(200);
  });
});
