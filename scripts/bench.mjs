// `npm run bench` (HTTP part): the built server on PGlite and, with DATABASE_URL, on PostgreSQL.
//  1. GET /professionals against a raw node:http server sending the same bytes, 10 connections.
//  2. Mixed load: 200 connections reading list / profile / nearby for BENCH_DURATION s (default
//     60) while a bounded stream of writes (comments, registrations) runs beside them.
//  3. The server's RSS idle (5 s after it answers) and its peak during the mixed load.
// Not a test: it prints a table with each target and never fails on slow numbers.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANA_REGISTRATION } from '@servihogar/shared/auth.testing';
import autocannon from 'autocannon';
import { scratchDatabase } from './scratch-database.mjs';

const LIST_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MIXED_SECONDS = Number(process.env.BENCH_DURATION ?? 60);
const MIXED_CONNECTIONS = 200;
const WRITE_EVERY_MS = 250; // at most 4 writes/s, one at a time: a bounded stream
const TIMEOUT_S = 10;
const root = new URL('..', import.meta.url).pathname;
const serverEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  TRUST_PROXY: '1',
};

function listenOnFreePort(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

async function freePort() {
  const probe = createServer();
  const port = await listenOnFreePort(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Migrates and seeds (demo data + bench clients) through scripts/bench-seed.ts. */
function seed(env) {
  const out = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-seed.ts'], {
    cwd: root,
    env: { ...process.env, ...serverEnv, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (out.status !== 0) throw new Error('bench-seed failed');
  return JSON.parse(out.stdout.trim().split('\n').at(-1));
}

async function startApp(env) {
  const port = await freePort();
  // The flag `npm start` runs the server with (decision 0034).
  const child = spawn(process.execPath, ['--max-semi-space-size=16', 'apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, ...serverEnv, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok)
      return {
        url,
        pid: child.pid,
        stop: () =>
          new Promise((r) => {
            child.once('exit', r);
            child.kill('SIGTERM');
          }),
      };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /health within 120 s');
}

async function load(options) {
  const result = await autocannon({ timeout: TIMEOUT_S, ...options });
  return {
    shed: result.statusCodeStats?.['503']?.count ?? 0,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

async function listVsRaw(app, db) {
  const path = '/professionals';
  let response = await fetch(`${app.url}${path}`);
  // Just started (migrations, JIT): wait for a real answer, not a 503 of a busy start.
  for (let i = 0; i < 100 && response.status !== 200; i++) {
    await new Promise((r) => setTimeout(r, 300));
    response = await fetch(`${app.url}${path}`);
  }
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type');
  const raw = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  const rawPort = await listenOnFreePort(raw);
  const ours = await load({ url: `${app.url}${path}`, connections: 10, duration: LIST_SECONDS });
  const baseline = await load({
    url: `http://127.0.0.1:${rawPort}${path}`,
    connections: 10,
    duration: LIST_SECONDS,
  });
  raw.close();
  const ratio = ours.rps / baseline.rps;
  return [
    {
      db,
      measure: `GET /professionals (${body.length} B) req/s, 10 conn, ${LIST_SECONDS} s`,
      value: Math.round(ours.rps),
      target: `≥ 0.5 × raw (${Math.round(baseline.rps)})`,
      met: ratio >= 0.5 && ours.errors + ours.non2xx === 0,
    },
    {
      db,
      measure: 'GET /professionals ratio ours / raw',
      value: ratio.toFixed(2),
      target: '≥ 0.5',
      met: ratio >= 0.5,
    },
    { db, measure: 'GET /professionals p99 ms', value: ours.p99, target: '< 20', met: ours.p99 < 20 },
    { db, measure: 'raw node:http p99 ms (same bytes)', value: baseline.p99, target: '', met: '' },
  ];
}

const percentile = (list, q) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]) : 0;
};

/** Signs the bench clients in (before the load: hashing passwords is not what is measured). */
async function signInClients(app, seeded) {
  const tokens = [];
  for (const email of seeded.clients) {
    const res = await fetch(`${app.url}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${tokens.length}.1` },
      body: JSON.stringify({ email, password: seeded.password }),
    });
    if (res.ok) tokens.push((await res.json()).accessToken);
  }
  if (tokens.length === 0) throw new Error('no bench client could sign in');
  return tokens;
}

/** One write at a time every WRITE_EVERY_MS: a comment by a bench client, or a client registration. */
async function writeStream(app, seeded, tokens, until) {
  const latencies = [];
  let errors = 0;
  let timeouts = 0;
  const csrf = { 'x-csrf-token': randomBytes(16).toString('hex') };
  const pairs = tokens.flatMap((token) => seeded.professionals.map((id) => ({ token, id })));
  let n = 0;
  const run = randomBytes(3).toString('hex');
  while (Date.now() < until) {
    const started = performance.now();
    const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const write =
      n % 2 === 0 && pairs.length > 0
        ? (() => {
            const { token, id } = pairs[(n / 2) % pairs.length];
            return fetch(`${app.url}/professionals/addComment/${id}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...csrf },
              body: JSON.stringify({
                descripcion: 'Muy prolijo y puntual, lo recomiendo.',
                calificacionComentario: 4,
              }),
              signal: AbortSignal.timeout(TIMEOUT_S * 1000),
            });
          })()
        : fetch(`${app.url}/auth/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify({
              ...ANA_REGISTRATION,
              nombre: 'Bench',
              apellido: 'Registro',
              email: `bench-${run}-${n}@bench.test`,
              password: 'Secreto123',
              repassword: 'Secreto123',
            }),
            signal: AbortSignal.timeout(TIMEOUT_S * 1000),
          });
    try {
      const res = await write;
      await res.arrayBuffer();
      if (res.status >= 300) errors++;
    } catch {
      timeouts++;
    }
    latencies.push(performance.now() - started);
    n++;
    const wait = WRITE_EVERY_MS - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  return {
    count: latencies.length,
    errors,
    timeouts,
    p99: percentile(latencies, 0.99),
    max: percentile(latencies, 1),
  };
}

async function mixed(app, seeded, db) {
  const ids = seeded.professionals;
  const points = [
    [-26.83, -65.22],
    [-26.8, -65.25],
    [-27.07, -65.42],
    [-26.73, -65.26],
  ];
  const sorts = ['todos', 'mejorCalificacion', 'fechaCercana'];
  const slugs = ['ninera', 'limpieza-domestica', 'plomero', 'electricista', 'cuidado-de-persona'];
  const requests = [];
  for (let i = 0; i < 60; i++) {
    const kind = i % 3;
    if (kind === 0)
      requests.push({
        path: `/professionals?servicio=${slugs[i % slugs.length]}&sort=${sorts[i % 3]}&limit=20`,
      });
    else if (kind === 1) requests.push({ path: `/professionals/${ids[i % ids.length]}` });
    else {
      const [lat, lon] = points[i % points.length];
      requests.push({ path: `/professionals/nearby?latitude=${lat}&longitude=${lon}` });
    }
  }
  const tokens = await signInClients(app, seeded);
  const until = Date.now() + MIXED_SECONDS * 1000;
  const [reads, writes] = await Promise.all([
    load({ url: app.url, connections: MIXED_CONNECTIONS, duration: MIXED_SECONDS, requests }),
    writeStream(app, seeded, tokens, until),
  ]);
  const label = `mixed ${MIXED_CONNECTIONS} conn ${MIXED_SECONDS} s`;
  return [
    { db, measure: `${label}: reads req/s`, value: Math.round(reads.rps), target: '', met: '' },
    {
      db,
      measure: `${label}: read timeouts (> ${TIMEOUT_S} s)`,
      value: reads.timeouts,
      target: '0',
      met: reads.timeouts === 0,
    },
    {
      db,
      measure: `${label}: read errors + non-2xx`,
      value: reads.errors + reads.non2xx,
      target: '0',
      met: reads.errors + reads.non2xx === 0,
    },
    { db, measure: `${label}: of which shed (503 + Retry-After)`, value: reads.shed, target: '', met: '' },
    { db, measure: `${label}: read p99 ms`, value: reads.p99, target: '< 100', met: reads.p99 < 100 },
    {
      db,
      measure: `${label}: writes done (comments, registrations)`,
      value: writes.count,
      target: '',
      met: '',
    },
    {
      db,
      measure: `${label}: write errors + timeouts`,
      value: writes.errors + writes.timeouts,
      target: '0',
      met: writes.errors + writes.timeouts === 0,
    },
    { db, measure: `${label}: write p99 ms`, value: writes.p99, target: '< 500', met: writes.p99 < 500 },
  ];
}

/** Resident memory of a process, in MB. */
function rssOf(pid) {
  const out = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  return Math.round(Number(out.stdout.trim()) / 1024);
}

/** The highest RSS seen every 500 ms until `stop()`. */
function sampleRss(pid) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 500);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssOf(pid));
  };
}

/** PostgreSQL's targets; PGlite's share (its WebAssembly memory) is reported, not held to them. */
const RSS_TARGETS = { idle: 200, load: 300 };

function rssRows(db, idle, peak) {
  const held = db === 'PostgreSQL';
  return [
    {
      db,
      measure: 'server RSS idle MB (5 s after start)',
      value: idle,
      target: held ? `≤ ${RSS_TARGETS.idle}` : '',
      met: held ? idle <= RSS_TARGETS.idle : '',
    },
    {
      db,
      measure: 'server RSS peak during the mixed load MB',
      value: peak,
      target: held ? `≤ ${RSS_TARGETS.load}` : '',
      met: held ? peak <= RSS_TARGETS.load : '',
    },
  ];
}

async function benchOne(db, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'servihogar-bench-'));
  const full = { DATA_DIR: dataDir, ...env };
  try {
    const seeded = seed(full);
    const app = await startApp(full);
    try {
      await new Promise((r) => setTimeout(r, 5000));
      const idle = rssOf(app.pid);
      const rows = await listVsRaw(app, db);
      const peak = sampleRss(app.pid);
      rows.push(...(await mixed(app, seeded, db)));
      rows.push(...rssRows(db, idle, peak()));
      return rows;
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgres(adminUrl) {
  const { url, drop } = await scratchDatabase(adminUrl, 'sh_benchhttp', true);
  try {
    return await benchOne('PostgreSQL', { DATABASE_URL: url });
  } finally {
    await drop();
  }
}

const rows = await benchOne('PGlite', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) rows.push(...(await withPostgres(process.env.DATABASE_URL)));
else console.log('DATABASE_URL not set: PostgreSQL skipped.');
console.table(rows.map((r) => ({ ...r, met: r.met === '' ? '' : r.met ? 'yes' : 'NO' })));
console.log(`load average (1 min) at the end: ${loadavg()[0].toFixed(2)} on ${availableParallelism()} CPUs`);
