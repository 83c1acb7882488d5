// Drills of hardening round 3 (issue 41): PostgreSQL connections reset or gone silent under a
// burst of writes, and SIGTERM while requests keep coming.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../apps/api/src/db/client.ts';
import { type TcpProxy, tcpProxy } from '../apps/api/test/tcp-proxy.ts';
import { type App, type Row, sleep, start } from './drill-app.ts';
import { adminToken, burst, check, postgresRow, skipped, statusesOf, withPostgres } from './drill-burst.ts';

/** The app on `url`'s database through a TCP proxy; `run` drives it, then the app is stopped. */
export async function behindProxy(url: URL, run: (app: App, proxy: TcpProxy) => Promise<Row>): Promise<Row> {
  const proxy = await tcpProxy(Number(url.port || 5432));
  const viaProxy = new URL(url.toString());
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const dataDir = await mkdtemp(join(tmpdir(), 'servihogar-drill-'));
  const app = await start({
    DATABASE_URL: viaProxy.toString(),
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
  });
  try {
    return await run(app, proxy);
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
    proxy.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Whether the process still runs and, within 10 s, answers /health 200 again. */
async function recovers(app: App): Promise<string> {
  for (let i = 0; i < 50; i++) {
    if (app.child.exitCode !== null) return `DIED (exit ${app.child.exitCode})`;
    if ((await fetch(`${app.url}/health`).catch(() => null))?.ok) return 'alive, serving';
    await sleep(200);
  }
  return 'alive, NOT serving';
}

/**
 * Three bursts, each with every PostgreSQL connection cut 250 ms in (a pooler's restart, a
 * failover) and let through again 300 ms later. The review: 4 of 6 runs died with exit 1.
 */
export async function connectionResetDrill(): Promise<Row> {
  const drill = 'PostgreSQL connections reset ×3';
  let row: Row = skipped(drill);
  await withPostgres(async (url) => {
    row = await behindProxy(url, async (app, proxy) => {
      const results = [];
      const states = [];
      for (let round = 0; round < 3; round++) {
        const run = randomBytes(3).toString('hex');
        results.push(
          ...(await burst(app, run, () => {
            proxy.cut();
            setTimeout(() => proxy.restore(), 300);
          })),
        );
        states.push(await recovers(app));
      }
      return postgresRow(
        drill,
        url,
        results,
        `${statusesOf(results)}; after each reset: ${[...new Set(states)].join(', ')}`,
      );
    });
  });
  return row;
}

/**
 * PostgreSQL silent (packets dropped, nothing closed) for 10 s, and meanwhile 8 category writes and
 * 8 staff reads: each must answer (503) within a few seconds, not wait for the network to return.
 */
export async function silentDropDrill(): Promise<Row> {
  const drill = 'PostgreSQL silent 10 s';
  let row: Row = skipped(drill);
  await withPostgres(async (url) => {
    row = await behindProxy(url, async (app, proxy) => {
      const run = randomBytes(3).toString('hex');
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${await adminToken(app)}`,
      };
      proxy.stall();
      const stalledAt = performance.now();
      setTimeout(() => proxy.restore(), 10_000);
      const timed = (key: string | null, init: RequestInit) =>
        fetch(`${app.url}${key ? '/category/add' : '/categories/manage'}`, init).then(
          (r) => ({ kind: 'category', key: key ?? '', status: r.status, ms: performance.now() - stalledAt }),
          () => ({ kind: 'category', key: key ?? '', status: 0, ms: performance.now() - stalledAt }),
        );
      const results = await Promise.all([
        ...Array.from({ length: 8 }, (_, i) =>
          timed(`Silencio ${run} ${i}`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ type: `Silencio ${run} ${i}` }),
          }),
        ),
        ...Array.from({ length: 8 }, () => timed(null, { headers })),
      ]);
      const slowest = Math.max(...results.map((r) => r.ms));
      await sleep(Math.max(0, 10_000 - (performance.now() - stalledAt)));
      const state = await recovers(app);
      return postgresRow(
        drill,
        url,
        results,
        `${statusesOf(results)}; slowest answer ${(slowest / 1000).toFixed(1)} s after the drop; then ${state}`,
        results.filter((r) => r.key),
      );
    });
  });
  return row;
}

type Answer = { status: number; write: string | null; retryAfter: number };
type Outcome = Answer | { error: string };

/**
 * SIGTERM 1 s into steady traffic that keeps coming: 8 clients (a read, then a write, again; after a
 * 503 they wait its Retry-After) and a new one-off read every 50 ms, until the server refuses
 * connections. Every request that reached it must be answered; the process must exit 0. The review:
 * 3 of 8 runs ended with exit 1 on the 10 s timer, answers still flowing.
 */
export async function sigtermTrafficDrill(): Promise<Row> {
  const drill = 'SIGTERM, traffic continuing (PGlite)';
  const dataDir = await mkdtemp(join(tmpdir(), 'servihogar-drill-'));
  try {
    const app = await start({ DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web'), DATABASE_URL: '' });
    const token = await adminToken(app);
    const run = randomBytes(3).toString('hex');
    const outcomes: Outcome[] = [];
    let gone = false;
    let n = 0;
    const send = async (write: boolean): Promise<Outcome> => {
      const type = write ? `Tráfico ${run} ${n++}` : null;
      const init = type
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ type }),
          }
        : {};
      const outcome = await fetch(`${app.url}${type ? '/category/add' : '/categories'}`, init).then(
        async (r) => {
          await r.arrayBuffer();
          return { status: r.status, write: type, retryAfter: Number(r.headers.get('retry-after') ?? 0) };
        },
        (error: Error) => ({ error: (error.cause as { code?: string })?.code ?? error.message }),
      );
      outcomes.push(outcome);
      if ('error' in outcome && outcome.error === 'ECONNREFUSED') gone = true;
      if ('retryAfter' in outcome && outcome.retryAfter > 0) await sleep(outcome.retryAfter * 1000);
      return outcome;
    };
    const client = async () => {
      for (let i = 0; !gone; i++) {
        await send(i % 2 === 1);
        await sleep(20);
      }
    };
    const arrivals = async () => {
      const oneOffs: Promise<Outcome>[] = [];
      while (!gone) {
        oneOffs.push(send(false));
        await sleep(50);
      }
      await Promise.all(oneOffs);
    };
    const traffic = Promise.all([...Array.from({ length: 8 }, client), arrivals()]);
    await sleep(1000);
    const signalled = performance.now();
    app.child.kill('SIGTERM');
    const code = await app.exited;
    const exitedAfter = (performance.now() - signalled) / 1000;
    gone = true;
    await traffic;
    const answers = outcomes.filter((o): o is Answer => 'status' in o);
    const errors = outcomes.filter((o): o is { error: string } => 'error' in o);
    const resets = errors.filter((o) => o.error !== 'ECONNREFUSED');
    const database = await openPglite(join(dataDir, 'db'));
    const writes = answers
      .filter((a) => a.write)
      .map((a) => ({ kind: 'category', key: a.write as string, status: a.status }));
    const outcome = await check(database.db, writes);
    await database.close();
    return {
      drill,
      sent: outcomes.length,
      cut: resets.length,
      ...outcome,
      note: `${statusesOf(answers)}, ${errors.length - resets.length} refused after the listener closed${resets.length ? ` (${[...new Set(resets.map((r) => r.error))].join(', ')})` : ''}; exit ${code} ${exitedAfter.toFixed(1)} s after SIGTERM`,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
