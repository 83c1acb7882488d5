import { DAY_MS } from '@servihogar/shared/constants';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../test/accounts.ts';
import { testAppOfSuite } from '../../test/build-test-app.ts';
import { insertProfessional } from '../../test/factories.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createClock, testClockEnabled } from './test-clock.ts';

describe('TEST_CLOCK configuration', () => {
  it('is off by default and refused outside NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(32) }).TEST_CLOCK).toBe(
      false,
    );
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, TEST_CLOCK: 'true', JWT_SECRET: 'x'.repeat(32) })).toThrow(
        ConfigError,
      );
    }
    expect(() => loadConfig({ TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK: solo se permite con NODE_ENV=test/);
    expect(testClockEnabled({ NODE_ENV: 'test', TEST_CLOCK: true })).toBe(true);
    expect(testClockEnabled({ NODE_ENV: 'production', TEST_CLOCK: true })).toBe(false);
    expect(testClockEnabled({ NODE_ENV: 'test', TEST_CLOCK: false })).toBe(false);
  });

  it('createClock adds the offset to its base', () => {
    const base = new Date('2026-01-01T00:00:00Z');
    const clock = createClock(() => base);
    expect(clock.now()).toBe(base);
    clock.setOffset(DAY_MS);
    expect(clock.now()).toEqual(new Date('2026-01-02T00:00:00Z'));
  });
});

describe('POST /__test/clock (NODE_ENV=test, TEST_CLOCK=true)', () => {
  const t = testAppOfSuite({ env: { TEST_CLOCK: 'true' } });

  const setOffset = (offsetMs: unknown) =>
    t().app.inject({ method: 'POST', url: '/__test/clock', payload: { offsetMs } });

  it('moves every time rule of the server, and back', async () => {
    const admin = await createAccount(t().db, { roles: ['Admin'] });
    const p = await insertProfessional(t().db, { state: 'pending' });
    const session = await signIn(t().app, admin);
    await t().app.inject({
      method: 'POST',
      url: '/professionals/altaProf',
      headers: session.auth,
      payload: { professional_id: p.id },
    });
    const listed = async () =>
      (await t().app.inject({ url: '/professionals' }))
        .json()
        .professionals.some((x: { _id: string }) => x._id === p.id);
    expect(await listed()).toBe(true);

    const before = Date.now();
    const res = await setOffset(8 * DAY_MS);
    expect(res.statusCode).toBe(200);
    expect(res.json().offsetMs).toBe(8 * DAY_MS);
    expect(new Date(res.json().now).getTime()).toBeGreaterThanOrEqual(before + 8 * DAY_MS);
    expect(await listed()).toBe(false);
    // Access tokens live 15 minutes of server time: the old one is expired now.
    const stale = await t().app.inject({ url: '/professionals/admin', headers: session.auth });
    expect(stale.statusCode).toBe(403);

    expect((await setOffset(0)).json().offsetMs).toBe(0);
    expect(await listed()).toBe(true);
  });

  it('validates the body', async () => {
    expect((await setOffset('mucho')).statusCode).toBe(400);
    expect((await setOffset(1.5)).statusCode).toBe(400);
  });
});
