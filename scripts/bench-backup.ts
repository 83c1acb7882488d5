// `npm run bench` (third part): `npm run backup` and `npm run restore` of the demo data plus
// BENCH_BACKUP_PROFESSIONALS (default 100 000) professionals, on PGlite and, when DATABASE_URL is
// set, PostgreSQL with pg_dump and through the driver (decision 0039): archive size and times, as
// an operator runs them (the built CLI, server stopped), with each command's peak RSS.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDb } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { createFileStorage } from '../apps/api/src/lib/open-file-storage.ts';
import { seedDemoData } from '../apps/api/src/seed/seed.ts';
import { seedProfessionals } from './bench-professionals.ts';
import { scratchDatabase } from './scratch-database.mjs';

const PROFESSIONALS = Number(process.env.BENCH_BACKUP_PROFESSIONALS ?? 100_000);
const root = new URL('..', import.meta.url).pathname;

/**
 * Said by the CLI's process as it exits: its peak resident memory. Linux's VmHWM, of this process
 * alone: getrusage's maxRSS also counts the parent's peak, which a spawned child inherits at exec.
 */
const PEAK_RSS = `process.on('exit', () => {
  const status = process.getBuiltinModule('node:fs').readFileSync('/proc/self/status', 'utf8');
  process.stderr.write('peak-rss-kb=' + /VmHWM:\\s+(\\d+)/.exec(status)[1] + '\\n');
})`;

/** `npm run backup|restore` as package.json says (`node <flags> <cli> <command>`), without npm. */
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<
  string,
  string
>;

/** The built CLI as an operator runs it (`npm run backup|restore -- <file>`): its seconds and its peak RSS in MB. */
async function timedCli(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const started = performance.now();
  const [, ...nodeArgs] = scripts[command]!.split(' ');
  const { stderr } = await promisify(execFile)(
    process.execPath,
    [`--import=data:text/javascript,${encodeURIComponent(PEAK_RSS)}`, ...nodeArgs, file],
    { cwd: root, env: { ...process.env, ...env } },
  );
  const peakKb = Number(/peak-rss-kb=(\d+)/.exec(stderr)?.[1]);
  return { seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024 };
}

async function seedSource(source: Record<string, string>) {
  const config = loadConfig(source);
  const database = await openDb(config);
  await migrate(database);
  await seedDemoData({ db: database.db, files: createFileStorage(config), config });
  await seedProfessionals(database, 1, PROFESSIONALS);
  await database.close();
  return join(config.DATA_DIR, '..');
}

async function measure(
  db: string,
  source: Record<string, string>,
  target: Record<string, string>,
  dir: string,
) {
  const archive = join(dir, `backup-${randomBytes(3).toString('hex')}.tar.gz`);
  const backup = await timedCli('backup', archive, source);
  const restore = await timedCli('restore', archive, target);
  return {
    db,
    professionals: PROFESSIONALS,
    'archive MB': ((await stat(archive)).size / 1024 / 1024).toFixed(1),
    'backup s': backup.seconds.toFixed(1),
    'backup peak RSS MB': backup.peakMb.toFixed(0),
    'restore s': restore.seconds.toFixed(1),
    'restore peak RSS MB': restore.peakMb.toFixed(0),
  };
}

async function benchOne(db: string, source: Record<string, string>, target: Record<string, string>) {
  return measure(db, source, target, await seedSource(source));
}

const dir = await mkdtemp(join(tmpdir(), 'servihogar-bench-backup-'));
const base = { NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret' };
const drops: (() => Promise<unknown>)[] = [];
try {
  const rows = [
    await benchOne(
      'PGlite',
      // An empty DATABASE_URL is unset: the CLI's environment inherits ours.
      { ...base, DATABASE_URL: '', DATA_DIR: join(dir, 'pglite') },
      { ...base, DATABASE_URL: '', DATA_DIR: join(dir, 'pglite-restored') },
    ),
  ];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const from = await scratchDatabase(adminUrl, 'sh_benchbackup', true);
    const to = await scratchDatabase(adminUrl, 'sh_benchbackup', false);
    drops.push(from.drop, to.drop);
    const source = { ...base, DATABASE_URL: from.url, DATA_DIR: join(dir, 'pg') };
    rows.push(
      await benchOne('PostgreSQL', source, {
        ...base,
        DATABASE_URL: to.url,
        DATA_DIR: join(dir, 'pg-restored'),
      }),
    );
    // The same source through the driver (decision 0039), restored without the client tools.
    const toDriver = await scratchDatabase(adminUrl, 'sh_benchbackup', false);
    drops.push(toDriver.drop);
    rows.push(
      await measure(
        'PostgreSQL (driver COPY)',
        { ...source, BACKUP_PG_TOOLS: 'off' },
        { ...base, DATABASE_URL: toDriver.url, DATA_DIR: join(dir, 'pg-driver-restored') },
        dir,
      ),
    );
  } else console.log('DATABASE_URL not set: PostgreSQL skipped.');
  console.table(rows);
} finally {
  for (const drop of drops) await drop();
  await rm(dir, { recursive: true, force: true });
}
