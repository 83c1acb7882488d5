// `npm run drill`: fault drills on loopback only, each bounded in time; prints a table.
//   1. kill -9 in a burst of writes, then restart (embedded PGlite, as the review found it)
//   2. SIGTERM in a burst of writes
//   3. PostgreSQL unreachable for 5 s behind a loopback proxy (skipped without a local PostgreSQL)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { categories } from '../apps/api/src/db/tables/categories.table.ts';
import { mailOutbox } from '../apps/api/src/db/tables/mail-outbox.table.ts';
import { accounts } from '../apps/api/src/db/tables/users.table.ts';
import { type AppProcess, startAppProcess } from '../apps/api/test/app-process.ts';
import { tcpProxy } from '../apps/api/test/tcp-proxy.ts';

const ADMIN = { email: 'drill-admin@example.com', password: 'DrillAdmin123' };
type Row = {
  drill: string;
  sent: number;
  acknowledged: number;
  lost: number;
  halfWritten: number;
  note: string;
};
const rows: Row[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type App = AppProcess;

const start = (env: Record<string, string>) =>
  startAppProcess({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    JWT_SECRET: 'd'.repeat(64),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });

async function adminToken(app: App): Promise<string> {
  const res = await fetch(`${app.url}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return (await res.json()).accessToken;
}

/** 40 category writes and 8 registrations at once; `fault` strikes 250 ms in. */
async function burst(app: App, run: string, fault: () => void) {
  const token = await adminToken(app);
  const post = (path: string, body: object, auth = true) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then(
      (r) => r.status,
      () => 0,
    );
  const writes = Array.from({ length: 40 }, (_, i) => ({ kind: 'category', key: `Drill ${run} ${i}` }));
  const signups = Array.from({ length: 8 }, (_, i) => ({
    kind: 'account',
    key: `drill-${run}-${i}@example.com`,
  }));
  const requests = [
    ...writes.map((w) => post('/category/add', { type: w.key }).then((status) => ({ ...w, status }))),
    ...signups.map((s) =>
      post(
        '/auth/register',
        {
          nombre: 'Drill',
          apellido: 'Prueba',
          numeroContacto: '3815550000',
          email: s.key,
          password: 'Secreto123',
          repassword: 'Secreto123',
          direccion: {
            calle: 'Mendoza',
            numero: '1',
            ciudad: 'Tucumán',
            codigoPostal: '4000',
            pais: 'Argentina',
          },
        },
        false,
      ).then((status) => ({ ...s, status })),
    ),
  ];
  setTimeout(fault, 250);
  return Promise.all(requests);
}

/** Acknowledged writes missing, and accounts stored without their verification mail. */
async function check(db: Database['db'], results: { kind: string; key: string; status: number }[]) {
  const types = new Set((await db.select({ type: categories.type }).from(categories)).map((c) => c.type));
  const emails = new Set((await db.select({ email: accounts.email }).from(accounts)).map((a) => a.email));
  const acknowledged = results.filter((r) => r.status === 201);
  const lost = acknowledged.filter((r) => !(r.kind === 'category' ? types.has(r.key) : emails.has(r.key)));
  let halfWritten = 0;
  for (const r of results.filter((x) => x.kind === 'account' && emails.has(x.key))) {
    const [mail] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, r.key));
    if (!mail) halfWritten++;
  }
  return { acknowledged: acknowledged.length, lost: lost.length, halfWritten };
}

async function pgliteDrill(name: string, signal: NodeJS.Signals) {
  const dataDir = await mkdtemp(join(tmpdir(), 'servihogar-drill-'));
  try {
    const env = { DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web') };
    const app = await start(env);
    const run = randomBytes(3).toString('hex');
    const results = await burst(app, run, () => app.child.kill(signal));
    const code = await app.exited;
    // Restart on the same data: it must open (no lock left behind, no broken file) and serve.
    const again = await start(env);
    const healthy = (await fetch(`${again.url}/health`)).ok;
    again.child.kill('SIGTERM');
    await again.exited;
    const database = await openPglite(join(dataDir, 'db'));
    const outcome = await check(database.db, results);
    await database.close();
    rows.push({
      drill: name,
      sent: results.length,
      ...outcome,
      note: `exit ${code ?? signal}; restart ${healthy ? 'healthy' : 'UNHEALTHY'}`,
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function databaseAwayDrill() {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const probe = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
  } catch {
    rows.push({
      drill: 'database away 5 s',
      sent: 0,
      acknowledged: 0,
      lost: 0,
      halfWritten: 0,
      note: 'skipped: no PostgreSQL at 127.0.0.1:5432',
    });
    return;
  }
  const name = `sh_drill_${randomBytes(4).toString('hex')}`;
  await probe.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const setup = new pg.Client({ connectionString: url.toString() });
  await setup.connect();
  await setup.query('CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance;');
  await setup.end();
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
    const token = await adminToken(app);
    const write = (i: number) =>
      fetch(`${app.url}/category/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ type: `Caída ${name} ${i}` }),
      }).then(async (r) => ({ i, status: r.status, body: await r.json().catch(() => ({})) }));
    proxy.cut();
    const during = await fetch(`${app.url}/health`);
    const failed = await write(0);
    await sleep(5000);
    proxy.restore();
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i++) {
      recovered = (await fetch(`${app.url}/health`)).ok;
      if (!recovered) await sleep(200);
    }
    const after = await write(1);
    const database = await openPostgres(url.toString());
    const stored = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(categories)
      .where(eq(categories.type, `Caída ${name} 1`));
    await database.close();
    const lost = after.status === 201 && stored[0]!.n !== 1 ? 1 : 0;
    rows.push({
      drill: 'database away 5 s',
      sent: 2,
      acknowledged: after.status === 201 ? 1 : 0,
      lost,
      halfWritten: 0,
      note: `health ${during.status} while away; write ${failed.status} "${failed.body.message ?? ''}"; recovered ${recovered ? 'without restart' : 'NOT'}`,
    });
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
    proxy.close();
    await probe.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await probe.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await pgliteDrill('kill -9 mid-burst, restart', 'SIGKILL');
await pgliteDrill('SIGTERM mid-burst', 'SIGTERM');
await databaseAwayDrill();
console.table(rows);
const lost = rows.reduce((n, r) => n + r.lost + r.halfWritten, 0);
console.log(lost === 0 ? 'drill: 0 lost, 0 half-written' : `drill: ${lost} LOST OR HALF-WRITTEN`);
process.exit(lost === 0 ? 0 : 1);
