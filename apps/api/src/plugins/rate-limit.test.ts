import { randomBytes } from 'node:crypto';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { dropRedisKeys, redisAnswers, TEST_REDIS_URL } from '../../test/redis.ts';
import { DEFAULT_RATE_LIMITS, storedKey } from './rate-limit.ts';

const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisAnswers();
const STORES = [
  { store: 'memory', redisUrl: undefined },
  ...(redisUp ? [{ store: 'redis', redisUrl: REDIS_URL }] : []),
];

// Redis runs beside the tests here and in CI: in CI its absence fails, elsewhere it is a skip that says why.
if (!redisUp) {
  const reason = `no Redis answers at ${REDIS_URL} (set TEST_REDIS_URL)`;
  console.warn(
    `throttling with the real limits (redis): ${process.env.CI ? 'FAILED' : 'SKIPPED'}, ${reason}`,
  );
  describe('throttling with the real limits (redis)', () => {
    if (process.env.CI) it('has a Redis to run against in CI', () => expect.fail(reason));
    else it.skip(`skipped: ${reason}`, () => {});
  });
}

describe.each(STORES)('throttling with the real limits ($store)', ({ store, redisUrl }) => {
  const keyPrefix = `servihogar-test-${randomBytes(6).toString('hex')}:`;
  let t: TestApp;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const rateLimited = { code: 'RATE_LIMITED', message: msg.api.rateLimited };

  beforeAll(async () => {
    t = await buildTestApp({
      rateLimits: DEFAULT_RATE_LIMITS,
      rateLimitKeyPrefix: keyPrefix,
      env: redisUrl ? { REDIS_URL: redisUrl } : {},
    });
  });
  afterAll(async () => {
    await t?.close();
    if (redisUrl) await dropRedisKeys(redisUrl, keyPrefix);
  });

  it('the 11th sign-in within a minute for one IP and e-mail gets 429', async () => {
    const attempt = (email: string) => post('/auth', { email, password: 'incorrecta' });
    for (let i = 0; i < 10; i++) expect((await attempt('victima@example.com')).statusCode).toBe(401);
    const blocked = await attempt('VICTIMA@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another e-mail has its own counters; another door does not free the account (its own counter).
    expect((await attempt('otra@example.com')).statusCode).toBe(401);
    const door = await post('/auth/loginProfessional', { email: 'victima@example.com', password: 'x' });
    expect(door.statusCode).toBe(429);
  });

  it('the 11th failed sign-in for one account, from any door and any IP, gets 429 saying when to try again', async () => {
    const doors = ['/auth', '/auth/loginProfessional', '/auth/loginRedactor'];
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: doors[i % doors.length]!,
        payload: { email: i % 2 ? 'Cuenta@Example.com' : 'cuenta@example.com', password: `clave${i}` },
        remoteAddress: `10.0.${i}.1`,
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode, `attempt ${i}`).toBe(401);
    const blocked = await attempt(10);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'RATE_LIMITED',
      message: fillMessage(msg.login.accountThrottled, { espera: '15 minutos' }),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Other accounts from those IPs are not held back.
    const other = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { email: 'otra-cuenta@example.com', password: 'x' },
      remoteAddress: '10.0.3.1',
    });
    expect(other.statusCode).toBe(401);
  });

  it('the 4th recovery mail within 15 minutes for one e-mail gets 429', async () => {
    const ask = () => post('/auth/passwordRecoveryMail', { email: 'olvido@example.com' });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const blocked = await ask();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
  });

  it('the 11th registration within an hour from one IP gets 429', async () => {
    // Invalid payloads are enough: the limit counts requests, before validation and hashing.
    for (let i = 0; i < 10; i++) {
      expect((await post('/auth/register', { ...REGISTRATION, email: `r${i}` })).statusCode).toBe(400);
    }
    const blocked = await post('/auth/register', { ...REGISTRATION, email: 'nuevo@example.com' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
  });

  // Only the Redis store has keys to look at.
  if (store === 'redis')
    it('keeps the counters in Redis under the key prefix, hashed: no e-mail, address or undefined in a key', async () => {
      const redis = new Redis(redisUrl!);
      try {
        const keys = await redis.keys(`${keyPrefix}*`);
        expect(keys.some((k) => k.includes('/auth/register'))).toBe(true);
        expect(keys).toContain(`${keyPrefix}POST/auth-${storedKey('127.0.0.1|victima@example.com')}`);
        expect(keys).toContain(
          `${keyPrefix}counter-${storedKey('sign-in-failures-account|cuenta@example.com')}`,
        );
        // Issue 41, item 9e: `undefined` and raw e-mails and addresses were in the keys.
        expect(keys.filter((k) => /undefined|@|127\.0\.0\.1|10\.0\./.test(k))).toEqual([]);
      } finally {
        await redis.quit();
      }
    });
});
