import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, type Db, openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import type { FileStorage } from '../src/lib/file-storage.ts';
import { createFileStorage } from '../src/lib/open-file-storage.ts';
import { createMailer, type Mailer } from '../src/mail/mail.ts';
import type { Limit, RateLimits } from '../src/plugins/rate-limit.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { adminQuery, createDatabase } from './postgres-template.ts';

/** The instant most suites run at: Friday 2026-11-20, 09:00 in Tucumán. */
export const NOW = new Date('2026-11-20T12:00:00.000Z');

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  files: FileStorage;
  /** `await t.mailer.settled()` before asserting which e-mails were (not) sent. */
  mailer: Mailer;
  close(): Promise<void>;
};

export type TestAppOptions = {
  now?: () => Date;
  /** Extra environment for loadConfig (e.g. PUBLIC_URL, MAINTENANCE). */
  env?: Record<string, string>;
  /**
   * A built web app: its files by path ('index.html', 'assets/app.js'), written to a folder that
   * WEB_DIST names and that close() removes. Without it the web app is not built.
   */
  web?: Record<string, string | Uint8Array>;
  /** Extra routes for a test, added before the app is ready. */
  routes?: (app: FastifyInstance) => void;
  /**
   * Throttling limits. Default: high ones, so tests that sign in often are not throttled; the
   * throttling tests pass DEFAULT_RATE_LIMITS.
   */
  rateLimits?: Partial<RateLimits>;
  rateLimitKeyPrefix?: string;
  /** Fastify's logger (default: none). */
  logger?: AppOptions['logger'];
  /** Saturation on demand for the load-shedding tests (no timing). */
  underPressure?: AppOptions['underPressure'];
  /** Where the app's JSON log lines go (default: no logging), e.g. to grep them for secrets. */
  logStream?: { write(line: string): void };
  /** Opens the PostgreSQL test database from its URL (e.g. behind a tcp-proxy); default `openPostgres`. */
  openPostgres?: (url: string) => Promise<Database>;
};

const RELAXED: Limit = { max: 10_000, timeWindow: 60_000 };
export const RELAXED_RATE_LIMITS: RateLimits = {
  signIn: RELAXED,
  signInPerIp: RELAXED,
  signInPerAccount: RELAXED,
  recoveryMail: RELAXED,
  registration: RELAXED,
  hire: RELAXED,
  messages: RELAXED,
  rightsRequest: RELAXED,
  dataRightsRequest: RELAXED,
};

/** A fresh app on a fresh, migrated database: PGlite by default, PostgreSQL when TEST_DB=postgres. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'servihogar-test-'));
  const webDist = join(dataDir, options.web ? 'web-dist' : 'no-web-dist');
  for (const [path, content] of Object.entries(options.web ?? {})) {
    await mkdir(dirname(join(webDist, path)), { recursive: true });
    await writeFile(join(webDist, path), content);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    WEB_DIST: webDist,
    ...options.env,
  });
  const { database, url, dispose } = await openTestDatabase(options.openPostgres);
  // The app reads DATABASE_URL only for backups (pg_dump), and this database is made here.
  if (url) config.DATABASE_URL = url;
  await migrate(database);
  const files = createFileStorage(config);
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const mailer = createMailer(config, quiet, database.db);
  const app = await buildApp({
    config,
    database,
    files,
    mailer,
    now: options.now,
    rateLimits: options.rateLimits ?? RELAXED_RATE_LIMITS,
    rateLimitKeyPrefix: options.rateLimitKeyPrefix,
    underPressure: options.underPressure,
    logger: options.logStream ? { level: 'info', stream: options.logStream } : (options.logger ?? false),
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    files,
    mailer,
    close: async () => {
      await app.close();
      await database.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of one suite's tests (a `describe`, or a whole file): built before them, closed after them.
 * Call it in the `describe` (or at the top of the file); read the app in the tests.
 */
export function testAppOfSuite(options: TestAppOptions = {}): () => TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(options);
  });
  afterAll(() => built?.close());
  return () => built!;
}

/**
 * A fresh, migrated database without an app, for the tests of one file (tests of the database's own
 * rules): made before them, removed after. Call it inside `describe`; read the handle in the tests.
 */
export function migratedTestDatabase(): () => Database {
  let opened: { database: Database; dispose(): Promise<void> } | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
    await migrate(opened.database);
  });
  afterAll(async () => {
    if (!opened) return;
    await opened.database.close();
    await opened.dispose();
  });
  return () => opened!.database;
}

/**
 * A fresh database copied from a migrated template: PGlite in memory, or a new PostgreSQL database
 * when TEST_DB=postgres.
 */
export async function openTestDatabase(
  open: (url: string) => Promise<Database> = openPostgres,
): Promise<{ database: Database; url?: string; dispose(): Promise<void> }> {
  if ((process.env.TEST_DB ?? 'pglite') === 'pglite') {
    // In memory: on disk, the kernel's file work was a third of the PGlite suite's CPU time.
    const database = await openPglite('memory://', { loadDataDir: await pgliteTemplate() });
    return { database, dispose: async () => {} };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL (a superuser connection)');
  const name = `sh_test_${randomBytes(6).toString('hex')}`;
  // A copy of the run's migrated template (postgres-template.ts); the migrations then find nothing to do.
  const url = new URL(await createDatabase(adminUrl, name, inject('postgresTemplate')));
  return {
    database: await open(url.toString()),
    url: url.toString(),
    dispose: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A fresh, migrated database without an app (tests below the app: jobs, outbox). */
export async function openMigratedDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  const { database, dispose } = await openTestDatabase();
  await migrate(database);
  return {
    database,
    close: async () => {
      await database.close();
      await dispose();
    },
  };
}
