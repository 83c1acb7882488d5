import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DATABASE_ENTRY, type Manifest, readArchive, writeArchive } from '../src/backup/archive.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { professionals } from '../src/db/tables/professionals.table.ts';
import { accounts } from '../src/db/tables/users.table.ts';
import { createFileStorage } from '../src/lib/open-file-storage.ts';
import { DEMO_ADMIN, DEMO_CLIENTS } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { bearer } from './accounts.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { accountIdOf, subscriptionForm } from './business.ts';
import { solidImage } from './images.ts';
import {
  backupWhileSigningUp,
  cli,
  expectForcedMiscountRefused,
  freshTarget as freshDrillTarget,
  miscountedArchive,
  registerClient,
  signInDemo,
  sql,
} from './restore-drill.ts';
import { startS3Server, type TestS3 } from './s3-server.ts';

// The restore drill (decision 0034): demo data and a payment proof, a backup taken while writes go
// on, restored into a fresh target (a new DATA_DIR; on PostgreSQL a new database and bucket), the
// app started on it and checked through HTTP.
const onPostgres = process.env.TEST_DB === 'postgres';

const BEFORE = ['antes-1@example.com', 'antes-2@example.com'];

describe('backup and restore drill', { timeout: 120_000 }, () => {
  let source: TestApp;
  let dir: string;
  let archive: string;
  let proof: { id: string; bytes: number };
  let writesAcknowledged = 0;
  const cleanups: (() => Promise<unknown>)[] = [];
  let s3: TestS3 | undefined;

  const freshTarget = () => freshDrillTarget(cleanups, { postgres: onPostgres, bucket: true });

  beforeAll(async () => {
    if (onPostgres) s3 = await startS3Server();
    source = await buildTestApp({ env: s3?.env });
    dir = await mkdtemp(join(tmpdir(), 'servihogar-backup-'));
    archive = join(dir, 'servihogar.tar.gz');
    await seedDemoData({ db: source.db, files: source.files, config: source.config });
    const client = (await signInDemo(source.app, DEMO_CLIENTS[0]!.email)).json();
    const { payload, headers } = subscriptionForm(
      {
        personId: await accountIdOf(source.db, DEMO_CLIENTS[0]!.email),
        subscriptionPlan: 'premium',
        type: 'user',
      },
      { data: await solidImage('png') },
    );
    const created = await source.app.inject({
      method: 'POST',
      url: '/subscriptions',
      payload,
      headers: { ...headers, ...bearer(client.accessToken) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const proofRes = await source.app.inject({
      url: `/subscriptions/${created.json().subscription._id}/proof`,
      headers: bearer(client.accessToken),
    });
    proof = { id: created.json().subscription._id, bytes: proofRes.rawPayload.length };

    // The backup through the running app's route (what `npm run backup` asks for), while people
    // keep signing up.
    for (const email of BEFORE) expect((await registerClient(source.app, email)).statusCode).toBe(201);
    writesAcknowledged = await backupWhileSigningUp(source, 'durante', archive);
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
    await s3?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('restores into a fresh target, and the app started on it serves the same people, files and words', async () => {
    expect(writesAcknowledged).toBeGreaterThan(0);
    const env = await freshTarget();
    const restored = await cli(['restore', archive], env);
    expect(restored.output).toMatch(/^Restaurada: /);
    expect(restored.code).toBe(0);

    const config = loadConfig(env);
    const database: Database = await openDb(config);
    await migrate(database);
    const app = await buildApp({ config, database, logger: false });
    try {
      // Accounts sign in with their passwords.
      const client = await signInDemo(app, DEMO_CLIENTS[0]!.email);
      expect(client.statusCode).toBe(200);
      const admin = (await signInDemo(app, DEMO_ADMIN.email)).json().accessToken as string;

      // A professional's photo and the reviews on the profile.
      const [pro] = await database.db
        .select({ id: professionals.id, foto: professionals.foto })
        .from(professionals)
        .where(eq(professionals.email, 'prestador@servihogar.demo'));
      const profile = await app.inject({ url: `/professionals/${pro!.id}` });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().comentarios.length).toBeGreaterThan(0);
      const photo = await app.inject({ url: pro!.foto! });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');

      // The payment proof, byte for byte, to its owner.
      const proofRes = await app.inject({
        url: `/subscriptions/${proof.id}/proof`,
        headers: bearer(client.json().accessToken),
      });
      expect(proofRes.statusCode).toBe(200);
      expect(proofRes.rawPayload.length).toBe(proof.bytes);

      // Complaints are there for the admin.
      const complaints = await app.inject({ url: '/api/complaints/admin', headers: bearer(admin) });
      expect(complaints.statusCode).toBe(200);
      expect(complaints.json().complaints.length).toBeGreaterThan(0);

      // Every sign-up before the backup is there; of those during it, the ones the snapshot saw.
      const emails = (await database.db.select({ email: accounts.email }).from(accounts)).map((a) => a.email);
      expect(emails).toEqual(expect.arrayContaining(BEFORE));
      const during = emails.filter((email) => email.startsWith('durante-')).length;
      expect(during).toBeLessThanOrEqual(writesAcknowledged);
    } finally {
      await app.close();
      await database.close();
    }
  });

  const hasAnyFile = async (env: Record<string, string>) => {
    for await (const _ of createFileStorage(loadConfig(env)).list()) return true;
    return false;
  };

  it('refuses a target that is not empty unless told --force, and changes nothing', async () => {
    const env = await freshTarget();
    expect((await cli(['restore', archive], env)).code).toBe(0);
    const refused = await cli(['restore', archive], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/El destino no está vacío .* --force/);
    const forced = await cli(['restore', archive, '--force'], env);
    expect(forced.output).toMatch(/^Restaurada: /);
  });

  it('backs up a stopped database from the CLI: the same rows and files as the running server gave', async () => {
    const env = await freshTarget();
    if (!onPostgres)
      expect((await cli(['backup', join(dir, 'none.tar.gz')], env)).output).toMatch(/No hay base de datos/);
    expect((await cli(['restore', archive], env)).code).toBe(0);
    const again = join(dir, 'again.tar.gz');
    const written = await cli(['backup', again], env);
    expect(written.output).toMatch(/^Copia escrita: .* \d+ archivos\) en/);
    const [first, second] = [await readArchive(archive), await readArchive(again)];
    expect(second.tables).toEqual(first.tables);
    expect(second.files).toBe(first.files);
  });

  it('refuses corrupt, truncated and foreign archives, naming the problem, with the target untouched', async () => {
    const bytes = await readFile(archive);
    const corrupt = Buffer.from(bytes);
    corrupt[Math.floor(bytes.length / 2)]! ^= 0xff;
    const cases: [string, Buffer, RegExp][] = [
      ['corrupt', corrupt, /está dañado|truncado/],
      ['truncated', bytes.subarray(0, Math.floor(bytes.length * 0.6)), /truncado/],
      ['foreign', Buffer.from('hola, esto no es una copia'), /no es una copia de ServiHogar/],
    ];
    const env = await freshTarget();
    for (const [name, data, message] of cases) {
      const file = join(dir, `${name}.tar.gz`);
      await writeFile(file, data);
      const result = await cli(['restore', file], env);
      expect(result.code, name).toBe(1);
      expect(result.output, name).toMatch(message);
    }
    expect(await readdir(env.DATA_DIR!)).not.toContain('db');
    expect(existsSync(join(env.DATA_DIR!, 'uploads'))).toBe(false);
    if (onPostgres) {
      const [row] = await sql(
        env.DATABASE_URL!,
        `select count(*)::int as n from pg_tables where schemaname = 'public'`,
      );
      expect(row.n).toBe(0);
    }
  });

  it('refuses an archive whose counts do not match before replacing anything, with --force too, and leaves no staging behind', async () => {
    const miscounted = join(dir, 'miscounted.tar.gz');
    await miscountedArchive(archive, miscounted);
    const refusal = /Los recuentos no coinciden .*accounts tiene \d+ filas, la copia \d+/;
    const nothingChanged = /No se cambió nada\./;

    // Into a fresh target: no database, no files, no half-loaded folder.
    const fresh = await freshTarget();
    const intoFresh = await cli(['restore', miscounted], fresh);
    expect(intoFresh.output).toMatch(refusal);
    expect(intoFresh.code).toBe(1);
    expect(await readdir(fresh.DATA_DIR!)).toEqual([]);
    expect(await hasAnyFile(fresh)).toBe(false);
    if (onPostgres) {
      const [row] = await sql(
        fresh.DATABASE_URL!,
        `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
      );
      expect(row.n).toBe(0);
    }
    expect(intoFresh.output).toMatch(nothingChanged);

    // Over a restored target with --force: the database there is the one that was there.
    const used = await freshTarget();
    expect((await cli(['restore', archive], used)).code).toBe(0);
    const forced = await expectForcedMiscountRefused(used, miscounted);
    expect(await readdir(used.DATA_DIR!)).not.toContain('db.restoring');
    expect(forced).toMatch(nothingChanged);
  });

  /** An archive of this app's shape whose manifest says these things of its database. */
  async function forgedArchive(name: string, database: Omit<Manifest['database'], 'kind'>) {
    const file = join(dir, `${name}.tar.gz`);
    const out = writeArchive(createWriteStream(file));
    const kind = onPostgres ? 'postgres' : 'pglite';
    await out.add(DATABASE_ENTRY[kind], Buffer.from('not looked at'));
    await out.finish({
      appVersion: '9.9.9',
      createdAt: new Date().toISOString(),
      database: { kind, ...database },
      tables: {},
      files: 0,
    });
    return file;
  }

  it('refuses an archive from a newer migration level', async () => {
    const file = await forgedArchive('newer', { migrations: 999, lastMigrationAt: Date.now() + 86_400_000 });
    const result = await cli(['restore', file], await freshTarget());
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/versión más nueva de ServiHogar \(999 migraciones/);
  });

  it('refuses an archive whose database format it does not know, naming it', async () => {
    const file = await forgedArchive('unknown-format', {
      format: 'pg_dumpall-sql',
      migrations: 1,
      lastMigrationAt: 1,
    });
    const result = await cli(['restore', file], await freshTarget());
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/formato desconocido \(«pg_dumpall-sql»\)/);
  });
});
