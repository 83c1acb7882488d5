import { count, eq } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDb, openPostgres } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DatabaseLockedError } from './db/pglite-lock.ts';
import { accounts } from './db/tables/users.table.ts';
import { ensureAdmin } from './features/users/admin-account.service.ts';
import type { FileStorage } from './lib/file-storage.ts';
import { createFileStorage } from './lib/open-file-storage.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { startLine } from './seed/demo-logins.ts';
import { replacePublishedDemoPassword } from './seed/demo-password.ts';
import { seedDemoData } from './seed/seed.ts';

/** The stop gives up (exit 1) only after this long without an answer going out: stuck, not busy. */
const SHUTDOWN_STALL_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Demo data goes only into a new embedded database: never into PostgreSQL, never twice. */
async function seedIfEmpty(config: Config, database: Database, files: FileStorage) {
  if (!config.SEED_DEMO || database.kind !== 'pglite') return null;
  const [row] = await database.db.select({ n: count() }).from(accounts);
  if ((row?.n ?? 0) > 0) return null;
  return seedDemoData({ db: database.db, files, config });
}

/**
 * The demo logins' password to print: outside production the published one while the demo data is
 * there (this start or an earlier one); in production only a generated one, on the start that set
 * it (the published password never signs in there, issue 41 item 2).
 */
async function demoPassword(config: Config, database: Database): Promise<string | null> {
  if (config.NODE_ENV === 'production') return replacePublishedDemoPassword(database.db, new Date());
  if (!config.SEED_DEMO || database.kind !== 'pglite') return null;
  const [row] = await database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, DEMO_ADMIN.email));
  return row === undefined ? null : DEMO_PASSWORD;
}

/** ADMIN_EMAIL + ADMIN_PASSWORD (validated together by loadConfig) ensure an admin exists. */
async function ensureConfiguredAdmin(config: Config, database: Database) {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return null;
  return ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, new Date());
}

/**
 * A migration may take longer than any request's statement (an index over a big table): on
 * PostgreSQL they run on a connection of their own, without the statement timeout.
 */
async function migrateAtStart(config: Config, database: Database) {
  if (!config.DATABASE_URL) return migrate(database);
  const unbounded = await openPostgres(config.DATABASE_URL);
  try {
    await migrate(unbounded);
  } finally {
    await unbounded.close();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const database = await openDb(config, { statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS });
  await migrateAtStart(config, database);
  const files = createFileStorage(config);
  const seeded = await seedIfEmpty(config, database, files);
  const adminStatus = await ensureConfiguredAdmin(config, database);
  const demoLoginsPassword = await demoPassword(config, database);
  const app = await buildApp({ config, database, files });
  if (seeded)
    app.log.info({ ...seeded, elapsedMs: Math.round(seeded.elapsedMs) }, 'datos de demostración cargados');
  // Fastify logs "Server listening at" once per network interface, none of them PUBLIC_URL (whose
  // origin the security gate checks): the one line below replaces them.
  app.log.level = 'warn';
  await app.listen({ host: '0.0.0.0', port: config.PORT });
  app.log.level = config.LOG_LEVEL;
  app.log.debug({ db: database.kind, startMs: Math.round(performance.now() - started) }, 'started');
  if (adminStatus) app.log.info({ email: config.ADMIN_EMAIL, status: adminStatus }, 'ADMIN_EMAIL');
  // Last, so it is the line in view when the start settles.
  console.log(startLine(config.PUBLIC_URL, demoLoginsPassword));

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.draining = true;
    app.log.info({ signal }, 'cerrando: se terminan las peticiones en curso');
    setInterval(() => {
      if (app.sinceLastAnswer() < SHUTDOWN_STALL_MS) return;
      app.log.error('cierre trabado: sin respuestas en 10 s');
      process.exit(1);
    }, 500).unref();
    // Started requests finish, new ones get 503 + Connection: close, then the listener and the idle
    // connections close (plugins/draining.ts). Closing idle connections right away cut requests
    // whose bytes had arrived but were not read yet (hardening round 2, finding 3). A fixed 10 s
    // timer ended the process while it was still answering (round 3, item 8): only a stop with no
    // answer for SHUTDOWN_STALL_MS gives up.
    await app.drain();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseLockedError ? error.message : error);
  process.exit(1);
});
