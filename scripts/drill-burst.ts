// What the drills (drill.ts, drill-connections.ts) share: a burst of writes with a fault in the
// middle, the check of what was acknowledged, and a throw-away PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPostgres } from '../apps/api/src/db/client.ts';
import { categories } from '../apps/api/src/db/tables/categories.table.ts';
import { mailOutbox } from '../apps/api/src/db/tables/mail-outbox.table.ts';
import { accounts } from '../apps/api/src/db/tables/users.table.ts';
import { ADMIN, type App, type Row, registration } from './drill-app.ts';

export async function adminToken(app: App): Promise<string> {
  const res = await fetch(`${app.url}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return (await res.json()).accessToken;
}

/**
 * 40 category writes and 8 registrations at once; `fault` strikes 250 ms in. Status 0: no answer;
 * `ms`: how long the answer took.
 */
export async function burst(app: App, run: string, fault: () => void) {
  const token = await adminToken(app);
  const started = performance.now();
  const post = (path: string, body: object, auth = true) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then(
      (r) => ({ status: r.status, ms: performance.now() - started }),
      () => ({ status: 0, ms: performance.now() - started }),
    );
  const writes = Array.from({ length: 40 }, (_, i) => ({ kind: 'category', key: `Drill ${run} ${i}` }));
  const signups = Array.from({ length: 8 }, (_, i) => ({
    kind: 'account',
    key: `drill-${run}-${i}@example.com`,
  }));
  const requests = [
    ...writes.map((w) => post('/category/add', { type: w.key }).then((answer) => ({ ...w, ...answer }))),
    ...signups.map((s) =>
      post('/auth/register', registration(s.key, 'Prueba'), false).then((answer) => ({ ...s, ...answer })),
    ),
  ];
  setTimeout(fault, 250);
  return Promise.all(requests);
}

/** Acknowledged writes missing, and accounts stored without their verification mail. */
export async function check(db: Database['db'], results: { kind: string; key: string; status: number }[]) {
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

export const cutOf = (results: { status: number }[]) => results.filter((r) => r.status === 0).length;

/** A PostgreSQL drill's row: what it sent, and what of its `writes` the database at `url` kept. */
export async function postgresRow(
  drill: string,
  url: URL,
  results: { kind: string; key: string; status: number }[],
  note: string,
  writes = results,
): Promise<Row> {
  const database = await openPostgres(url.toString());
  const outcome = await check(database.db, writes);
  await database.close();
  return { drill, sent: results.length, cut: cutOf(results), ...outcome, note };
}

export const statusesOf = (results: { status: number }[]) => {
  const counts = new Map<number, number>();
  for (const { status } of results) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}×${status || 'cut'}`).join(' ');
};

export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new PostgreSQL database (extensions ready) for `run`, dropped after; null without a PostgreSQL. */
export async function withPostgres(run: (url: URL) => Promise<void>): Promise<boolean> {
  const probe = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
  } catch {
    return false;
  }
  const name = `sh_drill_${randomBytes(4).toString('hex')}`;
  await probe.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    const setup = new pg.Client({ connectionString: url.toString() });
    await setup.connect();
    await setup.query('CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance;');
    await setup.end();
    await run(url);
  } finally {
    await probe.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await probe.end();
  }
  return true;
}

export const skipped = (drill: string): Row => ({
  drill,
  sent: 0,
  acknowledged: 0,
  cut: 0,
  lost: 0,
  halfWritten: 0,
  note: 'skipped: no PostgreSQL (DATABASE_URL or 127.0.0.1:5432)',
});
