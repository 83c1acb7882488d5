// `npm run bench` (live events, issue 42, decision 0058): the built server, its GET /events streams
// held open by plain HTTP clients (what an EventSource sends), and a real write that publishes:
// a professional's `POST /solicitudes/:id/answer`, whose transaction calls publishLive for the
// request's client. Measured: from sending that POST to the client's stream receiving the event
// (`id:` + `data: {"kind":"solicitud",…}`), p50/p95/max over BENCH_LIVE_SAMPLES answers (4 in flight).
//  1. One replica, 2 000 connected clients (each its own account): latency (< 250 ms p95).
//  2. A replica of its own: RSS growth from start-up to 10 000 open idle streams (2 000 accounts × 5)
//     (< +150 MB).
//  3. Two replicas on one PostgreSQL: 2 000 clients on B, the answers posted to A (< 1 s p95).
// PGlite always; PostgreSQL (1, 2 and 3) when DATABASE_URL is set. Tickets and the professional's
// access token are signed here with the server's JWT_SECRET (what POST /events/ticket and a sign-in
// would give) so that opening 10 000 streams measures the streams, not argon2.
// Not a test: it prints each figure beside its target and never fails on slow numbers.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDb } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { solicitudes } from '../apps/api/src/db/tables/solicitudes.table.ts';
import { accounts } from '../apps/api/src/db/tables/users.table.ts';
import { secretKey, signAccessToken } from '../apps/api/src/lib/access-token.ts';
import { signLiveTicket } from '../apps/api/src/lib/live-ticket.ts';
import { freePort } from '../apps/api/test/app-process.ts';
import { insertProfessional } from '../apps/api/test/factories.ts';
import { scratchDatabase } from './scratch-database.mjs';

const CLIENTS = 2_000;
const IDLE_STREAMS = 10_000;
const SAMPLES = Number(process.env.BENCH_LIVE_SAMPLES ?? 200);
const IN_FLIGHT = 4;
const OPEN_AT_ONCE = 200;
const JWT_SECRET = 'bench-live-secret-bench-live-secret';
const secret = secretKey(JWT_SECRET);
const root = new URL('..', import.meta.url).pathname;

type Seeded = { proAccountId: string; clientIds: string[]; requests: { id: string; clientId: string }[] };
type Server = { url: string; pid: number; stop(): Promise<void> };

/** The accounts, one listed professional and SAMPLES new requests (each from its own client). */
async function seed(env: Record<string, string>): Promise<Seeded> {
  const database = await openDb(loadConfig({ ...process.env, ...env, NODE_ENV: 'production', JWT_SECRET }));
  try {
    await migrate(database);
    const { db } = database;
    const [pro] = await db
      .insert(accounts)
      .values({
        email: 'bench-live-pro@bench.test',
        passwordHash: 'x',
        roles: ['Prestador'],
        nombre: 'Pro',
        apellido: 'Bench',
        verifiedAt: new Date(),
      })
      .returning({ id: accounts.id });
    const professional = await insertProfessional(db, {
      state: 'paid',
      accountId: pro!.id,
      services: ['plomero'],
    });
    const clientIds: string[] = [];
    for (let i = 0; i < CLIENTS; i += 500) {
      const rows = await db
        .insert(accounts)
        .values(
          Array.from({ length: Math.min(500, CLIENTS - i) }, (_, j) => ({
            email: `bench-live-${i + j}@bench.test`,
            passwordHash: 'x',
            roles: ['Cliente'],
            nombre: 'Cliente',
            apellido: `Bench${i + j}`,
            verifiedAt: new Date(),
          })),
        )
        .returning({ id: accounts.id });
      clientIds.push(...rows.map((r) => r.id));
    }
    // Two rounds of samples (one replica, then two) from distinct clients.
    const rows = await db
      .insert(solicitudes)
      .values(
        Array.from({ length: SAMPLES * 2 }, (_, i) => ({
          clientAccountId: clientIds[i % CLIENTS]!,
          professionalId: professional.id,
          categorySlug: 'plomero',
        })),
      )
      .returning({ id: solicitudes.id, clientId: solicitudes.clientAccountId });
    return { proAccountId: pro!.id, clientIds, requests: rows };
  } finally {
    await database.close();
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * For reference, Node's own cost of an idle stream: a bare `node:http` server (no framework, no
 * database) that opens a stream for every request, run with the app's flags.
 */
const BARE_SERVER = `require('node:http').createServer((req, res) => {
  if (req.url === '/health') return res.end('ok');
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  res.write('retry: 2000\\n:\\n\\n');
}).listen(Number(process.env.PORT), '127.0.0.1');`;

async function startServer(env: Record<string, string>, args = ['apps/api/dist/server.js']): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=16', ...args], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET,
      TRUST_PROXY: '1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return {
        url,
        pid: child.pid!,
        stop: () =>
          new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    await pause(200);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /health within 120 s');
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Open streams; `waitFor(solicitudId)` resolves when any of them hears an event about it. */
class Streams {
  private readonly waiters = new Map<string, (at: number) => void>();
  private readonly sockets: { destroy(): void }[] = [];
  failures = 0;

  waitFor(solicitudId: string): Promise<number> {
    return new Promise((resolve) => this.waiters.set(solicitudId, resolve));
  }

  /** Opens one stream for the account; resolves once its first frame arrived. */
  open(base: string, accountId: string): Promise<void> {
    return signLiveTicket(secret, accountId, new Date()).then(
      (ticket) =>
        new Promise<void>((resolve) => {
          const req = request(
            `${base}/events?ticket=${ticket}`,
            { agent: false, headers: { accept: 'text/event-stream' } },
            (res) => {
              if (res.statusCode !== 200) {
                this.failures++;
                res.resume();
                return resolve();
              }
              let buffer = '';
              let first = true;
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => {
                const at = performance.now();
                if (first) {
                  first = false;
                  resolve();
                }
                buffer += chunk;
                let end = buffer.indexOf('\n\n');
                while (end >= 0) {
                  const match = /"solicitudId":"([^"]+)"/.exec(buffer.slice(0, end));
                  if (match) {
                    this.waiters.get(match[1]!)?.(at);
                    this.waiters.delete(match[1]!);
                  }
                  buffer = buffer.slice(end + 2);
                  end = buffer.indexOf('\n\n');
                }
              });
            },
          );
          req.on('error', () => {
            this.failures++;
            resolve();
          });
          req.end();
          this.sockets.push(req);
        }),
    );
  }

  async openMany(base: string, accountIds: string[]) {
    for (let i = 0; i < accountIds.length; i += OPEN_AT_ONCE) {
      await Promise.all(accountIds.slice(i, i + OPEN_AT_ONCE).map((id) => this.open(base, id)));
    }
  }

  closeAll() {
    for (const socket of this.sockets) socket.destroy();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/** Posts each request's answer to `writeTo` (IN_FLIGHT at a time) and times it to the client's event. */
async function answerLatencies(
  writeTo: string,
  streams: Streams,
  requests: Seeded['requests'],
  proToken: string,
) {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const { id } = requests[next++]!;
      const heard = streams.waitFor(id);
      const started = performance.now();
      const res = await fetch(`${writeTo}/solicitudes/${id}/answer`, {
        method: 'POST',
        headers: { authorization: `Bearer ${proToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ answer: 'acepto' }),
      });
      if (res.status !== 200) {
        failed++;
        continue;
      }
      await res.arrayBuffer();
      const timeout = new Promise<null>((r) => setTimeout(() => r(null), 10_000));
      const at = await Promise.race([heard, timeout]);
      if (at === null) failed++;
      else latencies.push(at - started);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const sorted = latencies.sort((x, y) => x - y);
  return {
    n: sorted.length,
    failed,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? NaN,
  };
}

const rows: string[][] = [];
const report = (what: string, value: string, target: string, ok: boolean) =>
  rows.push([what, value, target, ok ? 'ok' : 'MISSED']);
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function proToken(proAccountId: string) {
  return signAccessToken(
    secret,
    {
      id: proAccountId,
      email: 'bench-live-pro@bench.test',
      roles: ['Prestador'],
      nombre: 'Pro',
      apellido: 'Bench',
      numeroContacto: null,
    },
    new Date(),
  );
}

async function oneReplica(label: string, env: Record<string, string>, seeded: Seeded) {
  const server = await startServer(env);
  const streams = new Streams();
  try {
    await streams.openMany(server.url, seeded.clientIds);
    const latency = await answerLatencies(
      server.url,
      streams,
      seeded.requests.slice(0, SAMPLES),
      await proToken(seeded.proAccountId),
    );
    report(
      `${label}, 1 replica, ${CLIENTS} clients: POST answer → event p95 (p50 ${ms(latency.p50)}, max ${ms(latency.max)}, n ${latency.n}, failed ${latency.failed})`,
      ms(latency.p95),
      '< 250 ms',
      latency.p95 < 250 && latency.failed === 0,
    );
  } finally {
    streams.closeAll();
    await server.stop();
  }
}

/** RSS once start-up's garbage is collected: two readings a second apart within 1 MB (at most 60 s). */
async function settledRss(pid: number): Promise<number> {
  let last = rssMb(pid);
  for (let i = 0; i < 60; i++) {
    await pause(1_000);
    const now = rssMb(pid);
    if (Math.abs(now - last) < 1) return now;
    last = now;
  }
  return last;
}

/**
 * What holding the idle streams costs: a server of its own, measured after start-up and again with
 * the streams open, so the figure holds the streams only (not the latency run's writes and queries).
 */
async function idleStreams(label: string, server: Server, seeded: Seeded, target = true) {
  const streams = new Streams();
  try {
    const idle = await settledRss(server.pid);
    await streams.openMany(
      server.url,
      Array.from({ length: IDLE_STREAMS }, (_, i) => seeded.clientIds[i % CLIENTS]!),
    );
    await pause(5_000);
    const held = rssMb(server.pid);
    const what = `${label}: RSS idle ${idle.toFixed(0)} MB → ${held.toFixed(0)} MB with ${IDLE_STREAMS} open streams (${streams.failures} refused)`;
    const growth = `+${(held - idle).toFixed(0)} MB`;
    if (target) report(what, growth, '< +150 MB', held - idle < 150 && streams.failures === 0);
    else rows.push([what, growth, 'reference', '']);
  } finally {
    streams.closeAll();
    await server.stop();
  }
}

async function twoReplicas(env: Record<string, string>, seeded: Seeded) {
  const a = await startServer(env);
  const b = await startServer(env);
  const streams = new Streams();
  try {
    await streams.openMany(b.url, seeded.clientIds);
    const latency = await answerLatencies(
      a.url,
      streams,
      seeded.requests.slice(SAMPLES),
      await proToken(seeded.proAccountId),
    );
    report(
      `PostgreSQL, 2 replicas, ${CLIENTS} clients on B, POST on A → event on B p95 (p50 ${ms(latency.p50)}, max ${ms(latency.max)}, n ${latency.n}, failed ${latency.failed})`,
      ms(latency.p95),
      '< 1000 ms',
      latency.p95 < 1000 && latency.failed === 0,
    );
  } finally {
    streams.closeAll();
    await Promise.all([a.stop(), b.stop()]);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-live-'));
try {
  // DATABASE_URL emptied: the server and the seed would otherwise take the caller's.
  const pglite = { DATA_DIR: join(dataDir, 'pglite'), SEED_DEMO: 'false', DATABASE_URL: '' };
  const seededPglite = await seed(pglite);
  await oneReplica('PGlite', pglite, seededPglite);
  await idleStreams('PGlite, 1 replica', await startServer(pglite), seededPglite);
  await idleStreams('Bare node:http server', await startServer({}, ['-e', BARE_SERVER]), seededPglite, false);
  if (process.env.DATABASE_URL) {
    const scratch = await scratchDatabase(process.env.DATABASE_URL, 'bench_live', true);
    try {
      const env = { DATABASE_URL: scratch.url, DATA_DIR: join(dataDir, 'pg'), SEED_DEMO: 'false' };
      const seeded = await seed(env);
      await oneReplica('PostgreSQL', env, seeded);
      await idleStreams('PostgreSQL, 1 replica', await startServer(env), seeded);
      await twoReplicas(env, seeded);
    } finally {
      await scratch.drop();
    }
  } else {
    rows.push(['2 replicas', 'skipped', 'DATABASE_URL not set', '']);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  "\nLive events (GET /events), measured through POST /solicitudes/:id/answer → the client's stream",
);
console.table(rows.map(([what, value, target, status]) => ({ what, value, target, status })));
