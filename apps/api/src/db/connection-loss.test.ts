import * as msg from '@servihogar/shared/messages';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../../test/accounts.ts';
import { testAppOfSuite } from '../../test/build-test-app.ts';
import { insertCategory } from '../../test/factories.ts';
import { openThroughProxy, type TcpProxy } from '../../test/tcp-proxy.ts';

// Hardening round 3, item 1: a reset of the PostgreSQL connections (a pooler or proxy restart, a
// failover) ended the process when it hit a client that was checked out, e.g. inside a
// transaction; a silent drop left requests waiting for as long as the client would. The app
// talks to the real PostgreSQL through a TCP proxy that cuts or silences its connections.
// PGlite runs in the process: no connection to lose.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const STATEMENT_TIMEOUT_MS = 2_000;

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL connections lost under the app', () => {
  let proxy: TcpProxy;
  const t = testAppOfSuite({
    openPostgres: openThroughProxy(
      (made) => {
        proxy = made;
      },
      { statementTimeoutMs: STATEMENT_TIMEOUT_MS },
    ),
  });
  let redactor: SignedIn;
  beforeAll(async () => {
    redactor = await signInAs(t(), 'Redactor');
  });

  const approve = (slug: string) =>
    t().app.inject({ method: 'POST', url: `/categories/${slug}/approve`, headers: redactor.auth });
  const manage = () => t().app.inject({ url: '/categories/manage', headers: redactor.auth });
  const expectUnavailable = (res: Awaited<ReturnType<typeof manage>>) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: msg.api.unavailable });
  };

  it('a request whose connection is cut inside its transaction answers 503 + Retry-After; the app reconnects', async () => {
    const { slug } = await insertCategory(t().db, { status: 'pendiente' });
    // Another session holds the category's row, so the approval waits inside its transaction.
    const locker = new pg.Client({ connectionString: t().config.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('select 1 from categories where slug = $1 for update', [slug]);
      const pending = approve(slug);
      // pg_stat_activity is read once per transaction unless its snapshot is cleared.
      const waiting = async () => {
        await locker.query('select pg_stat_clear_snapshot()');
        const activity = await locker.query(
          `select count(*)::int as n from pg_stat_activity
           where wait_event_type = 'Lock' and query like 'update "categories"%'`,
        );
        return activity.rows[0].n as number;
      };
      while ((await waiting()) === 0) await sleep(20);
      proxy.cut();
      expectUnavailable(await pending);
      await locker.query('rollback');
    } finally {
      await locker.end();
    }
    proxy.restore();
    const again = await approve(slug);
    expect(again.statusCode).toBe(200);
    expect(again.json().category).toMatchObject({ slug, status: 'aprobada' });
  });

  it('a request on a connection gone silent answers 503 + Retry-After; the app serves once it answers again', async () => {
    expect((await manage()).statusCode).toBe(200);
    proxy.stall();
    // Connections kept from before and new ones alike: nothing comes back.
    const answers = await Promise.all([manage(), manage(), approve('plomero')]);
    for (const res of answers) expectUnavailable(res);
    proxy.restore();
    expect((await manage()).statusCode).toBe(200);
  });
});
