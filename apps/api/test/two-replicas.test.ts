import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, argentineDay, argentineIso, instantAt } from '@servihogar/shared/calendar';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/client.ts';
import { bookings } from '../src/db/tables/bookings.table.ts';
import { categories } from '../src/db/tables/categories.table.ts';
import { mailOutbox } from '../src/db/tables/mail-outbox.table.ts';
import { professionals } from '../src/db/tables/professionals.table.ts';
import { accounts } from '../src/db/tables/users.table.ts';
import { storedKey } from '../src/plugins/rate-limit.ts';
import { CSRF, createAccount, TEST_PASSWORD } from './accounts.ts';
import { type AppProcess, startAppProcess } from './app-process.ts';
import { insertProfessional } from './factories.ts';
import { solidImage } from './images.ts';
import { openStream } from './live-stream.ts';
import { multipartBody } from './multipart.ts';
import { dropRedisKeys, redisAnswers, TEST_REDIS_URL } from './redis.ts';
import { startS3Server, type TestS3 } from './s3-server.ts';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer.ts';

// Two app processes on one PostgreSQL, one Redis, one S3-compatible store and one SMTP server:
// what the production layout relies on, shown rather than assumed. Runs once (in the PGlite
// project); skipped, saying why, when PostgreSQL or Redis does not answer.

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const onceOnly = (process.env.TEST_DB ?? 'pglite') === 'pglite';
const [pgUp, redisUp] = onceOnly ? await Promise.all([postgresAnswers(), redisAnswers()]) : [false, false];
const skipReason = !onceOnly
  ? ''
  : !pgUp
    ? `PostgreSQL does not answer at ${ADMIN_URL}`
    : !redisUp
      ? `Redis does not answer at ${TEST_REDIS_URL}`
      : '';
if (skipReason) console.log(`two replicas: skipped, ${skipReason}`);

type Replica = AppProcess;
// No web app: npm test builds apps/web/dist while this suite runs (scripts/test.mjs).
const startReplica = (env: Record<string, string>) =>
  startAppProcess({ WEB_DIST: join(tmpdir(), 'servihogar-no-web'), ...env, TEST_DB: '' });

const cookieOf = (res: Response) =>
  /refresh_token=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';

describe.skipIf(!onceOnly || Boolean(skipReason))('two replicas, one database', () => {
  const dbName = `sh_replicas_${randomBytes(5).toString('hex')}`;
  const run = randomBytes(4).toString('hex');
  const limitedEmail = `limite-${run}@example.com`;
  let database: Database;
  let s3: TestS3;
  let smtp: SmtpPeer;
  let dataDir: string;
  let a: Replica;
  let b: Replica;

  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    const dbUrl = url.toString();
    const setup = new pg.Client({ connectionString: dbUrl });
    await setup.connect();
    await setup.query('CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance;');
    await setup.end();
    [s3, smtp] = await Promise.all([startS3Server(), startSmtpPeer()]);
    dataDir = await mkdtemp(join(tmpdir(), 'servihogar-replicas-'));
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: dbUrl,
      REDIS_URL: TEST_REDIS_URL,
      SMTP_URL: smtp.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      WEB_DIST: join(dataDir, 'no-web'),
      ...s3.env,
    };
    // One after the other: the first applies the migrations.
    a = await startReplica({ ...env, DATA_DIR: join(dataDir, 'a') });
    b = await startReplica({ ...env, DATA_DIR: join(dataDir, 'b') });
    database = await openPostgres(dbUrl);
  }, 300_000);

  afterAll(async () => {
    for (const replica of [a, b]) replica?.child.kill('SIGKILL');
    await database?.close();
    await Promise.all([s3?.close(), smtp?.close()]);
    // The replicas use the default key prefix: only this run's counters are dropped.
    for (const pattern of [
      `servihogar:rl:*${storedKey(`127.0.0.1|${limitedEmail}`)}`,
      `servihogar:rl:*${storedKey(`sign-in-failures-account|${limitedEmail}`)}`,
      `servihogar:rl:*${storedKey('sign-in-failures-ip|127.0.0.1')}`,
    ]) {
      await dropRedisKeys(TEST_REDIS_URL, pattern).catch(() => {});
    }
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const json = (url: string, method: string, body?: object, headers: Record<string, string> = {}) =>
    fetch(url, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });

  const signInOn = async (replica: Replica, email: string, door: string) => {
    const login = await json(`${replica.url}${door}`, 'POST', { email, password: TEST_PASSWORD });
    return { authorization: `Bearer ${(await login.json()).accessToken}` };
  };

  /** A listed plumber with its Prestador account. */
  const plumber = async () => {
    const proAccount = await createAccount(database.db, { roles: ['Prestador'] });
    const pro = await insertProfessional(database.db, {
      state: 'paid',
      accountId: proAccount.id,
      services: ['plomero'],
    });
    return { proAccount, pro };
  };

  it('refreshes on B a session started on A and on A again, and B detects the reuse of the first cookie', async () => {
    const client = await createAccount(database.db, { roles: ['Cliente'] });
    const login = await json(`${a.url}/auth`, 'POST', { email: client.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const first = cookieOf(login);
    const refresh = (replica: Replica, cookie: string) =>
      fetch(`${replica.url}/auth/refresh`, { headers: { ...CSRF, cookie: `refresh_token=${cookie}` } });
    const onB = await refresh(b, first);
    expect(onB.status).toBe(200);
    const onA = await refresh(a, cookieOf(onB));
    expect(onA.status).toBe(200);
    // Its successor used, the first cookie presented again is a replay (decision 0070).
    const reuse = await refresh(b, first);
    expect(reuse.status).toBe(403);
    expect((await refresh(a, cookieOf(onA))).status).toBe(403);
  });

  it('shares the sign-in limit between the replicas', async () => {
    const attempt = (replica: Replica) =>
      json(`${replica.url}/auth`, 'POST', { email: limitedEmail, password: 'incorrecta' });
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? a : b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('serves from B a photo uploaded through A, and shows at once on B a write made on A', async () => {
    const client = await createAccount(database.db, { roles: ['Cliente'] });
    const login = await json(`${a.url}/auth`, 'POST', { email: client.email, password: TEST_PASSWORD });
    const auth = { authorization: `Bearer ${(await login.json()).accessToken}` };
    const { payload, headers } = multipartBody([
      { field: 'file', filename: 'cara.png', contentType: 'image/png', data: await solidImage('png') },
    ]);
    const upload = await fetch(`${a.url}/user/editPhoto/${client.id}`, {
      method: 'PUT',
      headers: { ...headers, ...auth },
      body: new Uint8Array(payload),
    });
    expect(upload.status).toBe(200);
    const foto = (await upload.json()).updatedUser.foto as string;
    const served = await fetch(new URL(foto, b.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);

    const edit = await json(
      `${a.url}/user/edit/${client.id}`,
      'PUT',
      { nombre: 'Renombrada', apellido: 'EnA', numeroContacto: '3815550000' },
      auth,
    );
    expect(edit.status).toBe(200);
    const seen = await (await fetch(`${b.url}/user/${client.id}`, { headers: auth })).json();
    expect(seen).toMatchObject({ nombre: 'Renombrada', apellido: 'EnA' });
  });

  it('never serves from its cache on B a list that a write elsewhere changed (decision 0018)', async () => {
    const listed = async (replica: Replica) =>
      (
        (await (await fetch(`${replica.url}/professionals?limit=100`)).json()).professionals as {
          _id: string;
        }[]
      ).map((p) => p._id);
    const before = await listed(b);
    expect(await listed(b)).toEqual(before); // now cached on B
    // Written by another process (as a third replica would), then changed through A's database pool.
    const p = await insertProfessional(database.db, { state: 'paid' });
    expect(await listed(b)).toContain(p.id);
    await database.db.update(professionals).set({ altaUsuario: false }).where(eq(professionals.id, p.id));
    expect(await listed(b)).not.toContain(p.id);
    expect(await listed(a)).not.toContain(p.id);
  });

  it('delivers each outbox message exactly once although both replicas run', async () => {
    const run = randomBytes(3).toString('hex');
    const to = Array.from({ length: 20 }, (_, i) => `outbox-${run}-${i}@example.com`);
    await database.db
      .insert(mailOutbox)
      .values(
        to.map((address) => ({ to: address, subject: `Prueba ${run}`, text: 'Hola', html: '<p>Hola</p>' })),
      );
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select({ n: sql<number>`count(*)::int` })
              .from(mailOutbox)
              .where(sql`${mailOutbox.subject} = ${`Prueba ${run}`} and ${mailOutbox.sentAt} is not null`)
          )[0]!.n,
        { timeout: 15_000 },
      )
      .toBe(20);
    const received = smtp.all.filter((mail) => mail.subject === `Prueba ${run}`).flatMap((mail) => mail.to);
    expect(received.sort()).toEqual([...to].sort());
  });

  it('carries a live event written on A to a stream open on B, and back, a message too (decision 0058)', async () => {
    const clientAccount = await createAccount(database.db, { roles: ['Cliente'] });
    const { proAccount, pro } = await plumber();
    const client = await signInOn(a, clientAccount.email, '/auth');
    const provider = await signInOn(b, proAccount.email, '/auth/loginProfessional');
    const streamOn = async (replica: Replica, auth: Record<string, string>) => {
      const { ticket } = await (await json(`${replica.url}/events/ticket`, 'POST', undefined, auth)).json();
      const stream = await openStream(`${replica.url}/events?ticket=${ticket}`);
      await stream.next((frame) => frame.retry !== undefined);
      return stream;
    };
    const clientOnB = await streamOn(b, client);
    const providerOnA = await streamOn(a, provider);
    try {
      // The client asks through A: the client's stream on B hears it.
      const made = await json(
        `${a.url}/solicitudes`,
        'POST',
        { professionalId: pro.id, servicio: 'plomero' },
        client,
      );
      expect(made.status).toBe(201);
      const id = (await made.json()).solicitud._id;
      const heard = { kind: 'solicitud', solicitudId: id };
      expect(await clientOnB.nextEvent()).toEqual({ id: '1', data: heard });
      expect(await providerOnA.nextEvent()).toEqual({ id: '1', data: heard });
      // Then the professional's bell (the new request's notification).
      expect(await providerOnA.nextEvent()).toEqual({ id: '2', data: { kind: 'notification' } });
      // The professional answers through B: the professional's stream on A hears it too.
      const answered = await json(
        `${b.url}/solicitudes/${id}/answer`,
        'POST',
        { answer: 'acepto' },
        provider,
      );
      expect(answered.status).toBe(200);
      expect(await providerOnA.nextEvent()).toEqual({ id: '3', data: heard });
      expect(await clientOnB.nextEvent()).toEqual({ id: '2', data: heard });
      // A message the professional writes through B reaches the professional's own page on A, and
      // the client's on B (issue 42: a message written on one replica reaches a page on another).
      const wrote = await json(
        `${b.url}/solicitudes/${id}/mensajes`,
        'POST',
        { texto: '¿Te va el sábado?' },
        provider,
      );
      expect(wrote.status).toBe(201);
      const aMessage = (frame: { data?: { kind: string } }) => frame.data?.kind === 'message';
      expect((await providerOnA.next(aMessage)).data).toEqual({ kind: 'message', solicitudId: id });
      expect((await clientOnB.next(aMessage)).data).toEqual({ kind: 'message', solicitudId: id });
    } finally {
      clientOnB.close();
      providerOnA.close();
    }
  });

  it('books one of two overlapping requests accepted at the same moment on A and on B (issue 43)', async () => {
    const { proAccount, pro } = await plumber();
    const day = addDays(argentineDay(new Date()), 3);
    const ask = async (replica: Replica, minutes: number) => {
      const account = await createAccount(database.db, { roles: ['Cliente'] });
      const client = await signInOn(replica, account.email, '/auth');
      const start = argentineIso(instantAt(day, minutes));
      const body = { professionalId: pro.id, servicio: 'plomero', start, durationMinutes: 120 };
      const made = await json(`${replica.url}/solicitudes`, 'POST', body, client);
      expect(made.status).toBe(201);
      return (await made.json()).solicitud._id as string;
    };
    // 10:00–12:00 asked on A, 11:00–13:00 on B; the professional accepts both at once, one on each.
    const [first, second] = [await ask(a, 600), await ask(b, 660)];
    const [onA, onB] = await Promise.all([
      signInOn(a, proAccount.email, '/auth/loginProfessional'),
      signInOn(b, proAccount.email, '/auth/loginProfessional'),
    ]);
    const accept = (replica: Replica, id: string, auth: Record<string, string>) =>
      json(`${replica.url}/solicitudes/${id}/answer`, 'POST', { answer: 'acepto' }, auth);
    const answers = await Promise.all([accept(a, first, onA), accept(b, second, onB)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await refused.json()).message).toMatch(
      /^Ese horario ya está ocupado\. Próximos horarios libres: /,
    );
    const held = await database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.professionalId, pro.id), eq(bookings.active, true)));
    expect(held).toHaveLength(1);
  });

  it('loses nothing acknowledged when A gets SIGTERM mid-traffic', async () => {
    const staff = await createAccount(database.db, { roles: ['Admin'] });
    const login = await json(`${a.url}/auth`, 'POST', { email: staff.email, password: TEST_PASSWORD });
    const auth = { authorization: `Bearer ${(await login.json()).accessToken}` };
    const run = randomBytes(3).toString('hex');
    const writes = Array.from({ length: 40 }, (_, i) =>
      json(`${a.url}/category/add`, 'POST', { type: `Rubro ${run} ${i}` }, auth)
        .then((res) => ({ i, status: res.status }))
        .catch(() => ({ i, status: 0 })),
    );
    setTimeout(() => a.child.kill('SIGTERM'), 20);
    const results = await Promise.all(writes);
    expect(await a.exited).toBe(0);
    const acknowledged = results.filter((r) => r.status === 201).map((r) => `Rubro ${run} ${r.i}`);
    const stored = (await database.db.select({ type: categories.type }).from(categories)).map((c) => c.type);
    for (const type of acknowledged) expect(stored).toContain(type);
    console.log(`two replicas: SIGTERM during 40 writes, ${acknowledged.length} acknowledged, 0 lost`);
    // B still answers.
    expect((await fetch(`${b.url}/health`)).status).toBe(200);
    expect((await database.db.select().from(accounts).where(eq(accounts.id, staff.id))).length).toBe(1);
  });
});
