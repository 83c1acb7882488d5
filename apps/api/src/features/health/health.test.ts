import * as msg from '@servihogar/shared/messages';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../test/app-process.ts';
import { buildTestApp, testAppOfSuite } from '../../../test/build-test-app.ts';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';

describe('GET /health', () => {
  const t = testAppOfSuite();

  it('answers ok with the kind of database after pinging it', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: process.env.TEST_DB ?? 'pglite' });
  });

  it('answers 503 UNAVAILABLE when the database does not answer', async () => {
    await t().database.close();
    const res = await t().app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: msg.api.unavailable });
  });
});

describe('GET /health/live and /health/ready', () => {
  const t = testAppOfSuite();

  it('live: the process answers', async () => {
    const res = await t().app.inject({ url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ready: the database and the file storage answer; 503 once the process is draining', async () => {
    const ready = await t().app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
    t().app.draining = true;
    const draining = await t().app.inject({ url: '/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining', checks: {} });
    // Still alive while the requests in hand finish.
    expect((await t().app.inject({ url: '/health/live' })).statusCode).toBe(200);
    // Any other request, /health included, is refused while draining (plugins/draining.ts).
    expect((await t().app.inject({ url: '/health' })).statusCode).toBe(503);
    t().app.draining = false;
  });

  it('ready: 503 naming the database when it does not answer', async () => {
    await t().database.close();
    const res = await t().app.inject({ url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'fail', storage: 'ok' } });
  });
});

describe('GET /health/ready with Redis and SMTP configured', () => {
  /** /health/ready and a public read of an app with this environment. */
  async function readyWith(env: Record<string, string>) {
    const t = await buildTestApp({ env });
    try {
      const ready = await t.app.inject({ url: '/health/ready' });
      const read = await t.app.inject({ url: '/categories' });
      return { status: ready.statusCode, body: ready.json(), read: read.statusCode };
    } finally {
      await t.close();
    }
  }

  // Hardening round 3, item 8: a Redis outage made every replica unready (503), though the app
  // keeps serving without it (the limits count in process, the mails wait in the outbox).
  it('checks both: an SMTP server that answers is ok, a Redis nobody listens for is degraded, still 200', async () => {
    const smtp = await startSmtpPeer();
    try {
      expect(
        await readyWith({ SMTP_URL: smtp.url, REDIS_URL: `redis://127.0.0.1:${await freePort()}` }),
      ).toEqual({
        status: 200,
        body: {
          status: 'degraded',
          checks: { database: 'ok', storage: 'ok', redis: 'degraded', smtp: 'ok' },
        },
        read: 200,
      });
    } finally {
      await smtp.close();
    }
  });

  it('an SMTP server nobody listens for is degraded too', async () => {
    expect(await readyWith({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` })).toEqual({
      status: 200,
      body: { status: 'degraded', checks: { database: 'ok', storage: 'ok', smtp: 'degraded' } },
      read: 200,
    });
  });
});
