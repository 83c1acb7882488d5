import { createECDH, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql as drizzleSql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import tar from 'tar-stream';
import { expect } from 'vitest';
import { MANIFEST, readArchive, writeArchive } from '../src/backup/archive.ts';
import { runBackupCli } from '../src/backup-cli.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { secretKey } from '../src/lib/access-token.ts';
import { signBackupToken } from '../src/lib/ops-token.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { bearer, REGISTRATION } from './accounts.ts';
import type { TestApp } from './build-test-app.ts';
import { startS3Server } from './s3-server.ts';

// What the restore drills share (backup-restore.test.ts, backup-driver.test.ts): fresh targets as
// an operator makes them, the CLI as `npm run backup` / `npm run restore` run it, a demo sign-in.

export async function sql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database next to `adminUrl`'s (as an operator creates it); dropped by `drop`. */
async function emptyPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<unknown> }> {
  const name = `sh_test_${randomBytes(6).toString('hex')}`;
  await sql(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => sql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The environment of a fresh restore target: a new DATA_DIR and, with `postgres`, a new database
 * next to DATABASE_URL's (and a new s3rver bucket when `bucket`). Its removal goes into `cleanups`.
 */
export async function freshTarget(
  cleanups: (() => Promise<unknown>)[],
  on: { postgres: boolean; bucket: boolean },
): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'servihogar-restore-target-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // The server's keys given, as an operator would: a refused restore must leave the directory empty.
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...vapidPair(),
    SEED_DEMO: 'false',
    WEB_DIST: join(dataDir, 'no-web-dist'),
  };
  if (!on.postgres) return env;
  const database = await emptyPostgres(process.env.DATABASE_URL!);
  cleanups.push(database.drop);
  if (!on.bucket) return { ...env, DATABASE_URL: database.url };
  const bucket = await startS3Server(`restored-${randomBytes(3).toString('hex')}`);
  cleanups.push(bucket.close);
  return { ...env, DATABASE_URL: database.url, ...bucket.env };
}

/** `npm run backup|restore -- …` with this environment: the exit code and what it printed. */
export async function cli(argv: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const code = await runBackupCli(argv, { env, print: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

export const signInDemo = (app: FastifyInstance, email: string, password = DEMO_PASSWORD) =>
  app.inject({ method: 'POST', url: '/auth', payload: { email, password } });

/** `POST /auth/register` on `app` for a new client with this e-mail. */
export const registerClient = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/auth/register', payload: { ...REGISTRATION, email } });

/**
 * The running app's backup route (what `npm run backup` asks for) while people keep signing up:
 * the archive written to `archive`; answers how many sign-ups were acknowledged meanwhile.
 */
export async function backupWhileSigningUp(source: TestApp, prefix: string, archive: string) {
  let writing = true;
  let acknowledged = 0;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      if ((await registerClient(source.app, `${prefix}-${i}@example.com`)).statusCode === 201) acknowledged++;
    }
  })();
  const token = await signBackupToken(secretKey(source.config.JWT_SECRET), new Date());
  const res = await source.app.inject({ url: '/ops/backup', headers: bearer(token) });
  writing = false;
  await writer;
  expect(res.statusCode).toBe(200);
  await writeFile(archive, res.rawPayload);
  return acknowledged;
}

/**
 * A copy of `archive` whose manifest says one account more than its database holds: every
 * checksum right, only the counts wrong (found once the database is loaded).
 */
export async function miscountedArchive(archive: string, file: string) {
  const { format: _, formatVersion: __, entries: ___, ...facts } = await readArchive(archive);
  const out = writeArchive(createWriteStream(file));
  const extract = tar.extract();
  const reading = pipeline(createReadStream(archive), createGunzip(), extract);
  for await (const entry of extract) {
    const data = await buffer(entry);
    if (entry.header.name !== MANIFEST) await out.add(entry.header.name, data);
  }
  await reading;
  await out.finish({ ...facts, tables: { ...facts.tables, accounts: facts.tables.accounts! + 1 } });
}

/** A table of our own in the target's database: still there after a restore means nothing was replaced. */
const MARKER = 'public.no_reemplazada';

/** Runs `text` on the target's database (PGlite at DATA_DIR/db, or DATABASE_URL). */
async function onTarget(env: Record<string, string>, text: string) {
  const database = await openDb(loadConfig(env));
  try {
    return (await database.db.execute(drizzleSql.raw(text))).rows as Record<string, unknown>[];
  } finally {
    await database.close();
  }
}

const markTarget = (env: Record<string, string>) => onTarget(env, `create table ${MARKER} (x int)`);

const targetIsMarked = async (env: Record<string, string>) =>
  (await onTarget(env, `select to_regclass('${MARKER}') is not null as marked`))[0]?.marked === true;

/**
 * `restore <miscounted> --force` (see miscountedArchive) over the restored target `env`: refused for
 * its counts, and the database there still the one that was. Answers what the CLI printed.
 */
export async function expectForcedMiscountRefused(env: Record<string, string>, miscounted: string) {
  await markTarget(env);
  const refused = await cli(['restore', miscounted, '--force'], env);
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/Los recuentos no coinciden .*accounts tiene \d+ filas, la copia \d+/);
  expect(await targetIsMarked(env)).toBe(true);
  return refused.output;
}

/** A VAPID key pair (P-256, base64url), as VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY take it. */
function vapidPair(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // Exactly 32 bytes: a key with leading zero bytes comes back shorter.
  const secret = ecdh.getPrivateKey().toString('hex').padStart(64, '0');
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.from(secret, 'hex').toString('base64url'),
  };
}
