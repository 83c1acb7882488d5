import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts.ts';
import { buildTestApp, NOW, RELAXED_RATE_LIMITS, type TestApp } from '../../test/build-test-app.ts';
import { mailOutbox } from '../db/tables/mail-outbox.table.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series in the Prometheus text, 0 when it is absent. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((pair) => have.includes(pair))) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let saturated = false;
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  beforeAll(async () => {
    t = await buildTestApp({
      env: { METRICS_TOKEN: TOKEN },
      now: () => NOW,
      rateLimits: { ...RELAXED_RATE_LIMITS, signIn: { max: 1, timeWindow: 60_000 } },
      underPressure: () => saturated,
    });
  });
  afterAll(() => t?.close());

  it('answers only to its bearer token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: bearer('x'.repeat(30)) })).statusCode).toBe(403);
  });

  it('counts requests, cache lookups, refusals and queries, and reads the outbox, pool and process', async () => {
    const before = await scrape();
    const listing = { method: 'GET', route: '/professionals', status: '200' };
    await t.app.inject({ url: '/professionals' });
    await t.app.inject({ url: '/professionals' });
    const wrong = {
      method: 'POST' as const,
      url: '/auth',
      payload: { email: 'a@example.com', password: 'mala' },
    };
    await t.app.inject(wrong); // 401
    await t.app.inject(wrong); // 429: one try a minute here
    saturated = true;
    expect((await t.app.inject({ url: '/professionals' })).statusCode).toBe(503);
    saturated = false;
    await t.db.insert(mailOutbox).values({
      to: 'a@example.com',
      subject: 's',
      text: 't',
      html: 'h',
      createdAt: new Date(NOW.getTime() - 90_000),
      availableAt: new Date(NOW.getTime() + 3_600_000),
    });

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      seriesValue(after, name, labels) - seriesValue(before, name, labels);
    expect(moved('http_requests_total', listing)).toBe(2);
    expect(moved('http_request_duration_seconds_count', listing)).toBe(2);
    expect(moved('http_requests_total', { route: '/metrics', status: '200' })).toBe(1);
    expect(moved('servihogar_public_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(moved('servihogar_public_cache_lookups_total', { result: 'hit' })).toBe(1);
    expect(moved('servihogar_sign_in_failures_total', { route: '/auth' })).toBe(1);
    expect(moved('servihogar_rate_limited_total', { route: '/auth' })).toBe(1);
    expect(moved('servihogar_shed_requests_total')).toBe(1);
    expect(moved('servihogar_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(seriesValue(after, 'servihogar_mail_outbox_depth')).toBe(1);
    expect(seriesValue(after, 'servihogar_mail_outbox_oldest_age_seconds')).toBe(90);
    expect(seriesValue(after, 'servihogar_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(seriesValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});

describe('GET /metrics by address (METRICS_ALLOW), and off when not configured', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const build = async (env: Record<string, string>) => {
    const t = await buildTestApp({ env });
    apps.push(t);
    return t;
  };

  it('serves the allowed addresses without a token and refuses the others', async () => {
    const loopback = await build({ METRICS_ALLOW: '127.0.0.0/8,::1' });
    expect((await loopback.app.inject({ url: '/metrics' })).statusCode).toBe(200);
    const elsewhere = await build({ METRICS_ALLOW: '10.0.0.0/8' });
    expect((await elsewhere.app.inject({ url: '/metrics' })).statusCode).toBe(403);
  });

  it('does not exist without METRICS_TOKEN or METRICS_ALLOW', async () => {
    const off = await build({});
    expect(off.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
    expect((await off.app.inject({ url: '/metrics' })).body).not.toMatch(/http_requests_total/);
  });
});
