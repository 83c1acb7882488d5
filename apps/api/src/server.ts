import { count } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DatabaseLockedError } from './db/pglite-lock.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { ensureAdmin } from './features/users/admin-account.service.ts';
import { accounts } from './features/users/users.table.ts';
import { createFileStorage, type FileStorage } from './plugins/files.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

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
async function seedIfEmpty(config: Config, database: Database, files: FileStorage): Promise<string[]> {
  if (!config.SEED_DEMO || database.kind !== 'pglite') return [];
  const [row] = await database.db.select({ n: count() }).from(accounts);
  if ((row?.n ?? 0) > 0) return [];
  return seedDemoData({ db: database.db, files, config });
}

/** ADMIN_EMAIL + ADMIN_PASSWORD (validated together by loadConfig) ensure an admin exists. */
async function ensureConfiguredAdmin(config: Config, database: Database) {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return null;
  return ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, new Date());
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const database = await openDb(config);
  await migrate(database);
  const files = createFileStorage(config);
  const demoLogins = await seedIfEmpty(config, database, files);
  const adminStatus = await ensureConfiguredAdmin(config, database);
  const app = await buildApp({ config, database, files });
  await app.listen({ host: '0.0.0.0', port: config.PORT });
  app.log.info(
    { url: config.PUBLIC_URL, db: database.kind, startMs: Math.round(performance.now() - started) },
    `ServiHogar listo en ${config.PUBLIC_URL}`,
  );
  for (const line of demoLogins) console.log(line);
  if (adminStatus) app.log.info({ email: config.ADMIN_EMAIL, status: adminStatus }, 'ADMIN_EMAIL');

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando: se terminan las peticiones en curso');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    // Keep-alive connections go idle as their last response is sent: close them then, rather than
    // waiting for their keep-alive timeout.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    await app.close();
    clearInterval(sweep);
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
