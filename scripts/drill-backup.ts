// `npm run drill`'s backup drill: `npm run backup` of the running demo while it takes sign-ups,
// `npm run restore` into a new DATA_DIR, then the restored app started, signed in and read.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openPglite } from '../apps/api/src/db/client.ts';
import { accounts } from '../apps/api/src/db/tables/users.table.ts';
import { type Row, registration, start } from './drill-app.ts';

/** `npm run backup` / `npm run restore` as an operator runs them, timed. */
async function backupCli(args: string[], env: Record<string, string>) {
  const started = performance.now();
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/backup-restore.ts', ...args],
    {
      env: { ...process.env, NODE_ENV: 'test', JWT_SECRET: 'd'.repeat(64), ...env },
    },
  );
  return ((performance.now() - started) / 1000).toFixed(1);
}

/** A backup of the running demo while sign-ups go on, restored into a new DATA_DIR and started. */
export async function backupRestoreDrill(): Promise<Row> {
  const dir = await mkdtemp(join(tmpdir(), 'servihogar-drill-'));
  try {
    // TRUST_PROXY: each sign-up from its own address, so the per-IP limit does not stop the stream.
    const env = {
      DATA_DIR: join(dir, 'data'),
      WEB_DIST: join(dir, 'no-web'),
      SEED_DEMO: 'true',
      TRUST_PROXY: '1',
    };
    const app = await start(env);
    let n = 0;
    const signUp = (email: string) =>
      fetch(`${app.url}/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${n >> 8}.${n++ & 255}` },
        body: JSON.stringify(registration(email, 'Copia')),
      }).then((r) => r.status === 201);
    const before: string[] = [];
    for (let i = 0; i < 10; i++)
      if (await signUp(`antes-${i}@example.com`)) before.push(`antes-${i}@example.com`);
    let writing = true;
    let during = 0;
    const writer = (async () => {
      for (let i = 0; writing; i++) if (await signUp(`durante-${i}@example.com`)) during++;
    })();
    const archive = join(dir, 'servihogar.tar.gz');
    const backupS = await backupCli(['backup', archive], { ...env, PORT: new URL(app.url).port });
    writing = false;
    await writer;
    app.child.kill('SIGTERM');
    await app.exited;
    const target = { DATA_DIR: join(dir, 'restored'), WEB_DIST: env.WEB_DIST };
    const restoreS = await backupCli(['restore', archive], target);
    const restored = await start(target);
    const signIn = await fetch(`${restored.url}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cliente@servihogar.demo', password: 'Demo1234!' }),
    });
    const listing = (await (await fetch(`${restored.url}/professionals`)).json()) as {
      professionals: { foto: string }[];
    };
    const photo = await fetch(`${restored.url}${listing.professionals[0]!.foto}`);
    restored.child.kill('SIGTERM');
    await restored.exited;
    const database = await openPglite(join(target.DATA_DIR, 'db'));
    const emails = (await database.db.select({ email: accounts.email }).from(accounts)).map((a) => a.email);
    await database.close();
    const size = (await stat(archive)).size / 1024 / 1024;
    return {
      drill: 'backup while writing, restore',
      sent: n,
      acknowledged: before.length + during,
      lost: before.filter((email) => !emails.includes(email)).length,
      cut: 0,
      halfWritten: 0,
      note:
        `${size.toFixed(1)} MB, backup ${backupS} s, restore ${restoreS} s; ` +
        `${emails.filter((e) => e.startsWith('durante-')).length} of ${during} sign-ups during it kept; ` +
        `sign-in ${signIn.status}, photo ${photo.status}`,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
