import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { categories } from '../apps/api/src/db/tables/categories.table.ts';
import { mailOutbox } from '../apps/api/src/db/tables/mail-outbox.table.ts';
import { startSmtpPeer } from '../apps/api/test/smtp-peer.ts';
import { type Row, sleep, start } from './drill-app.ts';
import { backupRestoreDrill } from './drill-backup.ts';
import {
  adminToken,
  burst,
  check,
  cutOf,
  postgresRow,
  skipped,
  statusesOf,
  withPostgres,
} from './drill-burst.ts';
import {
  behindProxy,
  connectionResetDrill,
  sigtermTrafficDrill,
  silentDropDrill,
} from './drill-connections.ts';

const rows: Row[] = [];

/**
 * 40 mails in the outbox, a slow SMTP relay (300 ms a message), kill -9 once a few went out, then a
 * restart with the relay fast again: how long until every mail arrived, and how many waited for the
 * dead process's lease (the review: 10 of 40 waited 60 s).
 */
async function mailAfterCrashDrill() {
  const dataDir = await mkdtemp(join(tmpdir(), 'servihogar-drill-'));
  const smtp = await startSmtpPeer();
  try {
    const env = {
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
    };
    const first = await start(env); // migrates
    first.child.kill('SIGTERM');
    await first.exited;
    const database = await openPglite(join(dataDir, 'db'));
    const recipients = Array.from({ length: 40 }, (_, i) => `drill-mail-${i}@example.com`);
    await database.db
      .insert(mailOutbox)
      .values(recipients.map((to) => ({ to, subject: 'Drill', text: 'Hola', html: '<p>Hola</p>' })));
    await database.close();
    smtp.delayMs = 300;
    const app = await start(env);
    while (smtp.all.length < 5) await sleep(20);
    app.child.kill('SIGKILL');
    await app.exited;
    const beforeRestart = smtp.all.length;
    smtp.delayMs = 0;
    const again = await start(env);
    const restartedAt = Date.now();
    const arrived = () => new Set(smtp.all.flatMap((m) => m.to)).size;
    while (arrived() < recipients.length && Date.now() - restartedAt < 90_000) await sleep(50);
    const allAfterMs = Date.now() - restartedAt;
    again.child.kill('SIGTERM');
    await again.exited;
    const missing = recipients.length - arrived();
    rows.push({
      drill: 'mail after kill -9 (PGlite)',
      sent: recipients.length,
      acknowledged: recipients.length,
      cut: Number.NaN,
      lost: missing,
      halfWritten: 0,
      note: `${beforeRestart} sent before the kill; all ${recipients.length - missing} arrived ${(allAfterMs / 1000).toFixed(1)} s after the restart (${smtp.all.length - recipients.length + missing} sent twice)`,
    });
  } finally {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function pgliteDrill(name: string, signal: NodeJS.Signals) {
  const dataDir = await mkdtemp(join(tmpdir(), 'servihogar-drill-'));
  try {
    // The embedded database even when the drill runs with DATABASE_URL (for the PostgreSQL drills).
    const env = { DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web'), DATABASE_URL: '' };
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
      cut: signal === 'SIGKILL' ? Number.NaN : cutOf(results),
      ...outcome,
      note: `${statusesOf(results)}; exit ${code ?? signal}; restart ${healthy ? 'healthy' : 'UNHEALTHY'}`,
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function postgresSigtermDrill() {
  const drill = 'SIGTERM mid-burst (PostgreSQL)';
  const ran = await withPostgres(async (url) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'servihogar-drill-'));
    try {
      const app = await start({
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web'),
      });
      const results = await burst(app, randomBytes(3).toString('hex'), () => app.child.kill('SIGTERM'));
      const code = await app.exited;
      rows.push(await postgresRow(drill, url, results, `${statusesOf(results)}; exit ${code}`));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
  if (!ran) rows.push(skipped(drill));
}

async function databaseAwayDrill() {
  const drill = 'database away 5 s';
  const ran = await withPostgres(async (url) => {
    const row = await behindProxy(url, async (app, proxy) => {
      const token = await adminToken(app);
      const type = (i: number) => `Caída ${url.pathname.slice(1)} ${i}`;
      const write = (i: number) =>
        fetch(`${app.url}/category/add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ type: type(i) }),
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
        .where(eq(categories.type, type(1)));
      await database.close();
      return {
        drill,
        sent: 2,
        acknowledged: after.status === 201 ? 1 : 0,
        cut: 0,
        lost: after.status === 201 && stored[0]!.n !== 1 ? 1 : 0,
        halfWritten: 0,
        note: `health ${during.status} while away; write ${failed.status} "${failed.body.message ?? ''}"; recovered ${recovered ? 'without restart' : 'NOT'}`,
      };
    });
    rows.push(row);
  });
  if (!ran) rows.push(skipped(drill));
}

await pgliteDrill('kill -9 mid-burst, restart', 'SIGKILL');
await mailAfterCrashDrill();
await pgliteDrill('SIGTERM mid-burst (PGlite)', 'SIGTERM');
await postgresSigtermDrill();
await databaseAwayDrill();
rows.push(await connectionResetDrill());
rows.push(await silentDropDrill());
rows.push(await sigtermTrafficDrill());
rows.push(await backupRestoreDrill());
console.table(rows);
const lost = rows.reduce((n, r) => n + r.lost + r.halfWritten, 0);
const cut = rows.reduce((n, r) => n + (Number.isNaN(r.cut) ? 0 : r.cut), 0);
console.log(
  `drill: ${lost} lost or half-written, ${cut} requests cut by SIGTERM (without an answer)${lost + cut === 0 ? '' : ' — FAILED'}`,
);
process.exit(lost + cut === 0 ? 0 : 1);
