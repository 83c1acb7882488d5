import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** The app's log lines, parsed, at the given level. */
async function appLogging(env: Record<string, string>) {
  const lines: { level: number; msg: string; req?: { url: string; method: string }; statusCode?: number }[] =
    [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const t = await buildTestApp({ env, logger: { level: env.LOG_LEVEL ?? 'info', stream } });
  return { t, lines };
}

describe('request logging', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('outside production: nothing per request at info, one debug line per request at debug', async () => {
    const quiet = await appLogging({});
    t = quiet.t;
    await t.app.inject({ url: '/health' });
    await t.app.inject({ url: '/no-existe' });
    expect(quiet.lines.filter((l) => l.req || /request/.test(l.msg))).toEqual([]);
    await t.close();

    const verbose = await appLogging({ LOG_LEVEL: 'debug' });
    t = verbose.t;
    await t.app.inject({ url: '/health' });
    const perRequest = verbose.lines.filter((l) => l.req?.url === '/health');
    expect(perRequest).toEqual([expect.objectContaining({ level: 20, msg: 'request', statusCode: 200 })]);
    expect(verbose.lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('in production writes one access line per request at info: method, URL, status, time', async () => {
    const prod = await appLogging({ NODE_ENV: 'production' });
    t = prod.t;
    await t.app.inject({ url: '/health' });
    await t.app.inject({ url: '/categories' });
    const perRequest = prod.lines.filter((l) => l.req);
    expect(perRequest).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        req: expect.objectContaining({ method: 'GET', url: '/health' }),
        statusCode: 200,
        ms: expect.any(Number),
      }),
      expect.objectContaining({
        level: 30,
        msg: 'request',
        req: expect.objectContaining({ url: '/categories' }),
        statusCode: 200,
      }),
    ]);
    expect(prod.lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });
});
