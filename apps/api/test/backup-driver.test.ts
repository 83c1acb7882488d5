import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { COPY_SCHEMA_ENTRY, copyEntry, DATABASE_ENTRY, readArchive } from '../src/backup/archive.ts';
import { readFacts } from '../src/backup/backup.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_CLIENTS } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { REGISTRATION } from './accounts.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import {
  backupWhileSigningUp,
  cli,
  expectForcedMiscountRefused,
  freshTarget,
  miscountedArchive,
  registerClient,
  signInDemo,
  sql,
} from './restore-drill.ts';

// PostgreSQL backups through the driver (decision 0039): COPY of every table in the snapshot, for
// when pg_dump is absent (or BACKUP_PG_TOOLS=off), and their restore, which needs no client tool.
const adminUrl = process.env.DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres';
const SEQUENCE = 'select last_value::text as v, is_called from complaint_ticket_seq';

if (!adminUrl)
  describe('PostgreSQL backup through the driver', () => {
    it.skip('skipped: DATABASE_URL is not set (this drill needs a PostgreSQL server)', () => {});
  });

// Once, in the api-postgres project (the api-pglite project has no PostgreSQL source to back up).
describe.skipIf(!adminUrl || !onPostgres)(
  'PostgreSQL backup through the driver',
  { timeout: 120_000 },
  () => {
    let source: TestApp;
    let dir: string;
    let archive: string;
    let writesAcknowledged = 0;
    const cleanups: (() => Promise<unknown>)[] = [];
    const target = () => freshTarget(cleanups, { postgres: true, bucket: false });
    const register = (email: string) => registerClient(source.app, email);

    beforeAll(async () => {
      source = await buildTestApp({ env: { BACKUP_PG_TOOLS: 'off' } });
      dir = await mkdtemp(join(tmpdir(), 'servihogar-backup-driver-'));
      archive = join(dir, 'driver.tar.gz');
      await seedDemoData({ db: source.db, files: source.files, config: source.config });
      expect((await register('antes-driver@example.com')).statusCode).toBe(201);
      // The running app's backup route, told to skip pg_dump, while people keep signing up.
      writesAcknowledged = await backupWhileSigningUp(source, 'durante-driver', archive);
    }, 120_000);

    afterAll(async () => {
      await source?.close();
      for (const cleanup of cleanups.reverse()) await cleanup();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('writes every table as COPY text, and restores it into a fresh database where people sign in and sign up', async () => {
      expect(writesAcknowledged).toBeGreaterThan(0);
      const manifest = await readArchive(archive);
      expect(manifest.database.format).toBe('copy');
      expect(Object.keys(manifest.entries)).not.toContain(DATABASE_ENTRY.postgres);
      expect(Object.keys(manifest.entries)).toEqual(
        expect.arrayContaining([COPY_SCHEMA_ENTRY, copyEntry('accounts'), copyEntry('professionals')]),
      );

      const env = await target();
      const restored = await cli(['restore', archive], env);
      expect(restored.output).toMatch(/^Restaurada: /);
      expect(restored.code).toBe(0);

      // Every table holds the manifest's rows; the complaints' ticket sequence goes on where it was.
      const facts = await readFacts((text) => sql(env.DATABASE_URL!, text));
      expect(facts.tables).toEqual(manifest.tables);
      expect(Object.values(facts.tables).reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
      const before = await sql(
        env.DATABASE_URL!,
        `select 1 from accounts where email = 'antes-driver@example.com'`,
      );
      expect(before).toHaveLength(1);
      expect(await sql(env.DATABASE_URL!, SEQUENCE)).toEqual(
        await sql(source.config.DATABASE_URL!, SEQUENCE),
      );

      const config = loadConfig(env);
      const database = await openDb(config);
      await migrate(database);
      const app = await buildApp({ config, database, logger: false });
      try {
        expect((await signInDemo(app, DEMO_CLIENTS[0]!.email)).statusCode).toBe(200);
        const signUp = await app.inject({
          method: 'POST',
          url: '/auth/register',
          payload: { ...REGISTRATION, email: 'despues-driver@example.com' },
        });
        expect(signUp.statusCode, signUp.body).toBe(201);
      } finally {
        await app.close();
        await database.close();
      }

      // --force replaces it, in one transaction.
      const again = await cli(['restore', archive, '--force'], env);
      expect(again.output).toMatch(/^Restaurada: /);

      // Unless the rows differ from the manifest's: then the transaction rolls back, --force's drop with it.
      const miscounted = join(dir, 'driver-miscounted.tar.gz');
      await miscountedArchive(archive, miscounted);
      expect(await expectForcedMiscountRefused(env, miscounted)).toMatch(
        /Los recuentos no coinciden .*accounts tiene \d+ filas, la copia \d+\. No se cambió nada\./,
      );
    });

    it('falls back to the driver when pg_dump is not installed, and restores without any client tool', async () => {
      const env = {
        NODE_ENV: 'test',
        DATA_DIR: source.config.DATA_DIR,
        DATABASE_URL: source.config.DATABASE_URL!,
        JWT_SECRET: source.config.JWT_SECRET,
      };
      const file = join(dir, 'no-pg-dump.tar.gz');
      const path = process.env.PATH;
      process.env.PATH = join(dir, 'no-tools-here');
      try {
        const written = await cli(['backup', file], env);
        expect(written.output).toMatch(/^Copia escrita: /);
        expect(written.output).toMatch(/La base se copió con el driver/);
        expect((await readArchive(file)).database.format).toBe('copy');
        const restored = await cli(['restore', file], await target());
        expect(restored.output).toMatch(/^Restaurada: /);
      } finally {
        process.env.PATH = path;
      }
    });
  },
);
