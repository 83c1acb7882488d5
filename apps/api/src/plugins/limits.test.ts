import { randomBytes } from 'node:crypto';
import * as msg from '@servihogar/shared/messages';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createAccount, signIn, TEST_PASSWORD } from '../../test/accounts.ts';
import { buildTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/build-test-app.ts';
import { insertProfessional } from '../../test/factories.ts';
import { dropRedisKeys, redisAnswers, TEST_REDIS_URL } from '../../test/redis.ts';
import { loadConfig } from '../config.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limit.ts';

// Finding 5 of the hardening review: 40 e-mails × 1 password from one IP got no 429; one client
// read the phone and e-mail of 36 professionals in 1.2 s; per-IP limits saw the load balancer.

const rateLimited = { code: 'RATE_LIMITED', message: msg.api.rateLimited };
const apps: TestApp[] = [];
const build = async (options: Parameters<typeof buildTestApp>[0]) => {
  const t = await buildTestApp(options);
  apps.push(t);
  return t;
};
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

const signInFrom = (t: TestApp, email: string, extra: { remoteAddress?: string; headers?: object } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/auth',
    payload: { email, password: 'Verano2026' },
    remoteAddress: extra.remoteAddress ?? '203.0.113.7',
    headers: { ...(extra.headers ?? {}) },
  });

describe('limits that hold', () => {
  it('caps sign-in attempts per IP across e-mails and doors (password spraying)', async () => {
    const t = await build({
      rateLimits: { ...RELAXED_RATE_LIMITS, signInPerIp: DEFAULT_RATE_LIMITS.signInPerIp },
    });
    const max = DEFAULT_RATE_LIMITS.signInPerIp.max;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const door = i % 2 === 0 ? '/auth' : '/auth/loginProfessional';
      const res = await t.app.inject({
        method: 'POST',
        url: door,
        payload: { email: `victima${i}@example.com`, password: 'Verano2026' },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual(rateLimited);
    }
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(max).every((s) => s === 429)).toBe(true);
    // Another IP is not held back.
    expect((await signInFrom(t, 'victima0@example.com', { remoteAddress: '198.51.100.9' })).statusCode).toBe(
      401,
    );
    // 41 password checks: a loaded machine needs more than the default 30 s.
  }, 120_000);

  it('counts failures only: people signing in from one shared IP are not held back', async () => {
    const t = await build({
      rateLimits: { ...RELAXED_RATE_LIMITS, signInPerIp: { max: 3, timeWindow: 60_000 } },
    });
    const account = await createAccount(t.db, { roles: ['Cliente'] });
    const ok = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth',
        payload: { email: account.email, password: TEST_PASSWORD },
        remoteAddress: '203.0.113.50',
      });
    for (let i = 0; i < 5; i++) expect((await ok()).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect(
        (await signInFrom(t, `otra${i}@example.com`, { remoteAddress: '203.0.113.50' })).statusCode,
      ).toBe(401);
    }
    expect((await ok()).statusCode).toBe(429);
  });

  it('throttles hire requests per account', async () => {
    const t = await build({ rateLimits: { ...RELAXED_RATE_LIMITS, hire: DEFAULT_RATE_LIMITS.hire } });
    const client = await signIn(t.app, await createAccount(t.db, { roles: ['Cliente'] }));
    const other = await signIn(t.app, await createAccount(t.db, { roles: ['Cliente'] }));
    const max = DEFAULT_RATE_LIMITS.hire.max;
    const hire = async (session: typeof client) => {
      const professional = await insertProfessional(t.db);
      return t.app.inject({
        method: 'POST',
        url: '/solicitudes',
        headers: session.auth,
        payload: { professionalId: professional.id, servicio: 'plomero' },
      });
    };
    for (let i = 0; i < max; i++) expect((await hire(client)).statusCode).toBe(201);
    const blocked = await hire(client);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    expect(blocked.body).not.toMatch(/numeroContacto|@example\.com/);
    expect((await hire(other)).statusCode).toBe(201);
  });

  it('sees the client behind a trusted proxy (TRUST_PROXY) and ignores X-Forwarded-For otherwise', async () => {
    const limits = { ...RELAXED_RATE_LIMITS, signIn: { max: 2, timeWindow: 60_000 } };
    const lb = '10.0.0.2';
    const from = (t: TestApp, client: string) =>
      signInFrom(t, 'misma@example.com', { remoteAddress: lb, headers: { 'x-forwarded-for': client } });

    const behind = await build({ rateLimits: limits, env: { TRUST_PROXY: '1' } });
    for (const client of ['198.51.100.1', '198.51.100.1', '198.51.100.2', '198.51.100.2']) {
      expect((await from(behind, client)).statusCode).toBe(401);
    }
    expect((await from(behind, '198.51.100.1')).statusCode).toBe(429);

    const cidr = await build({ rateLimits: limits, env: { TRUST_PROXY: '10.0.0.0/8' } });
    for (const client of ['198.51.100.1', '198.51.100.1', '198.51.100.2']) {
      expect((await from(cidr, client)).statusCode).toBe(401);
    }

    // Not configured: the header is ignored, so a forged one cannot dodge the limit.
    const direct = await build({ rateLimits: limits });
    expect((await from(direct, '198.51.100.1')).statusCode).toBe(401);
    expect((await from(direct, '198.51.100.2')).statusCode).toBe(401);
    expect((await from(direct, '198.51.100.3')).statusCode).toBe(429);
    // Three apps, each with its own database: the limit only bounds a failure on a saturated machine.
  }, 120_000);

  it('reads TRUST_PROXY as hops or addresses/CIDRs, and refuses anything else', () => {
    const env = { DATA_DIR: '/tmp/servihogar-trust-proxy', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 192.168.1.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      '::1',
    ]);
    for (const bad of ['0', 'true', '10.0.0.0/33', 'balanceador', '11']) {
      expect(() => loadConfig({ ...env, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

const redisUp = await redisAnswers();
if (!redisUp) console.log(`two replicas sharing counters: skipped, no Redis answers at ${TEST_REDIS_URL}`);

describe.skipIf(!redisUp)('two replicas share the counters in Redis', () => {
  const keyPrefix = `servihogar-test-${randomBytes(6).toString('hex')}:`;
  afterAll(() => dropRedisKeys(TEST_REDIS_URL, keyPrefix));

  it('counts sign-in attempts made on either replica against one limit', async () => {
    const options = {
      rateLimits: DEFAULT_RATE_LIMITS,
      rateLimitKeyPrefix: keyPrefix,
      env: { REDIS_URL: TEST_REDIS_URL },
    };
    const a = await build(options);
    const b = await build(options);
    const max = DEFAULT_RATE_LIMITS.signIn.max;
    for (let i = 0; i < max; i++) {
      expect((await signInFrom(i % 2 === 0 ? a : b, 'compartida@example.com')).statusCode).toBe(401);
    }
    expect((await signInFrom(a, 'compartida@example.com')).statusCode).toBe(429);
    expect((await signInFrom(b, 'compartida@example.com')).statusCode).toBe(429);
  });
});
