// `npm run bench`: throughput and tail latency of the built server against a raw node:http baseline.
// Not a test: it prints a table and never fails on slow numbers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const root = new URL('..', import.meta.url).pathname;

function listenOnFreePort(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

async function freePort() {
  const probe = createServer();
  const port = await listenOnFreePort(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startApp() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'servihogar-bench-'));
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    },
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
        stop: () =>
          new Promise((r) => {
            child.once('exit', r);
            child.kill('SIGTERM');
          }).then(() => rmSync(dataDir, { recursive: true, force: true })),
      };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /health within 120 s');
}

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const app = await startApp();
try {
  const path = '/professionals';
  const response = await fetch(`${app.url}${path}`);
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type');
  const raw = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  const rawPort = await listenOnFreePort(raw);

  console.log(
    `GET ${path}: ${body.length} bytes, ${CONNECTIONS} connections, ${DURATION_S} s each, loopback`,
  );
  const ours = await load(`${app.url}${path}`);
  const baseline = await load(`http://127.0.0.1:${rawPort}${path}`);
  raw.close();
  console.table({
    'ServiHogar GET /professionals': { 'req/s': Math.round(ours.rps), 'p99 ms': ours.p99 },
    'raw node:http, same bytes': { 'req/s': Math.round(baseline.rps), 'p99 ms': baseline.p99 },
  });
  console.log(`ratio (ours / raw): ${(ours.rps / baseline.rps).toFixed(2)}  (target ≥ 0.5)`);
} finally {
  await app.stop();
}
