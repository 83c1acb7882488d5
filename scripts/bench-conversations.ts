// `npm run bench` (conversations, issue 42): the conversation list of a person with 5 000
// solicitudes at 1 M messages, on PGlite (in memory) and, with DATABASE_URL, on PostgreSQL.
// Times the real service functions: "Mis solicitudes" and /dash/pedidos page 1 with their unread
// counts, the header's total, and a conversation's latest page. BENCH_MESSAGES (default 1 000 000)
// and BENCH_RUNS override the sizes; BENCH_EXPLAIN=1 prints the plans. Never fails on slow numbers.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, openPostgres } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import {
  unreadTotal,
  unreadTotalQuery,
} from '../apps/api/src/features/conversations/conversation-state.service.ts';
import { listMessages, pageQuery } from '../apps/api/src/features/conversations/messages.service.ts';
import {
  inbox,
  inboxQuery,
  mineQuery,
  mySolicitudes,
} from '../apps/api/src/features/solicitudes/solicitudes-lists.ts';
import type { Caller } from '../apps/api/src/plugins/auth.ts';
import { seedPairAndCrowd } from './bench-activity.ts';
import { seedProfessionals } from './bench-professionals.ts';
import { memoryPglite, p50p95, percentiles, RUNS } from './bench-timing.ts';
import { scratchDatabase } from './scratch-database.mjs';

const SOLICITUDES = 5_000;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const PROFESSIONALS = 2_000;
const now = new Date();

type Person = Caller;
type Seeded = { client: Person; pro: Person; proId: string; busy: string };

/**
 * A client with 5 000 solicitudes (to the first professionals) and a professional with 5 000 (from
 * 1 000 clients), and MESSAGES messages spread over those 10 000 conversations, each side's unread
 * count kept as the app keeps it.
 */
async function seed(database: Database): Promise<Seeded> {
  const { db } = database;
  await seedProfessionals(database, 1, PROFESSIONALS);
  const { pro, proAccount, client } = await seedPairAndCrowd(database, 'talk', 'talk');
  await db.execute(sql`
    insert into solicitudes (client_account_id, professional_id, category_slug, created_at)
    select c.id, ${pro}::uuid, 'plomero', now() - g * interval '52 minutes'
    from generate_series(1, ${SOLICITUDES}::int) g
    join (select id, row_number() over (order by id) - 1 as n from accounts where email like 'talk%@bench.test' and email <> 'talk-pro@bench.test' and email <> 'talk-client@bench.test') c
      on c.n = g % 1000`);
  await db.execute(sql`
    insert into solicitudes (client_account_id, professional_id, category_slug, created_at)
    select ${client}::uuid, p.id, 'plomero', now() - (row_number() over ()) * interval '52 minutes'
    from (select id from professionals where id <> ${pro}::uuid limit ${PROFESSIONALS}::int) p,
      generate_series(1, ${Math.ceil(SOLICITUDES / PROFESSIONALS)}::int)
    limit ${SOLICITUDES}::int`);
  // The 10 000 conversations, numbered; messages alternate between the two parties (a professional
  // without an account writes through the client's own account: the reads do not care).
  await db.execute(sql`create temp table talk as
    select s.id, s.client_account_id as a, coalesce(p.account_id, s.client_account_id) as b, s.created_at,
      row_number() over (order by s.id) - 1 as n
    from solicitudes s join professionals p on p.id = s.professional_id
    where s.client_account_id = ${client}::uuid or s.professional_id = ${pro}::uuid`);
  const conversations = 2 * SOLICITUDES;
  const BATCH = 100_000;
  for (let from = 0; from < MESSAGES; from += BATCH) {
    const to = Math.min(MESSAGES, from + BATCH);
    await db.execute(sql`
      insert into messages (solicitud_id, author_account_id, texto, created_at)
      select t.id, case when g % 2 = 0 then t.a else t.b end, 'Mensaje ' || g,
        t.created_at + (g / ${conversations}::int) * interval '1 minute'
      from generate_series(${from}::int, ${to - 1}::int) g
      join talk t on t.n = g % ${conversations}::int`);
  }
  await db.execute(sql`
    insert into conversation_parties (solicitud_id, account_id, unread)
    select id, a, (n % 4)::int from talk
    union all
    select id, b, (n % 3)::int from talk where b <> a`);
  for (const table of ['messages', 'conversation_parties', 'solicitudes', 'accounts']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const [busy] = (
    await db.execute<{ id: string }>(sql`select id from talk where a = ${client}::uuid order by n limit 1`)
  ).rows;
  return {
    client: { id: client, email: 'talk-client@bench.test', roles: ['Cliente'] },
    pro: { id: proAccount, email: 'talk-pro@bench.test', roles: ['Prestador'] },
    proId: pro,
    busy: busy!.id,
  };
}

/**
 * The database's own time for a query (EXPLAIN ANALYZE's "Execution Time"), p50 / p95 over RUNS/4
 * runs: what the indexes give, apart from the client, the driver and a busy machine's scheduling.
 */
async function executionTimes(database: Database, cases: Record<string, Parameters<typeof sql>[1]>) {
  const out: Record<string, { p50: number; p95: number }> = {};
  for (const [name, query] of Object.entries(cases)) {
    const times: number[] = [];
    for (let i = 0; i < Math.max(20, RUNS / 4); i++) {
      const plan = await database.db.execute<{ 'QUERY PLAN': string }>(sql`explain analyze ${query}`);
      const line = plan.rows.map((r) => r['QUERY PLAN']).find((l) => l.startsWith('Execution Time'));
      times.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN));
    }
    out[name] = p50p95(times);
  }
  return out;
}

async function measure(label: string, database: Database) {
  const started = performance.now();
  const s = await seed(database);
  const count = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from messages`))
    .rows[0]!.n;
  console.log(
    `${label}: ${count} messages over ${2 * SOLICITUDES} conversations seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (process.env.BENCH_EXPLAIN) {
    for (const query of [
      mineQuery(database.db, s.client.id, undefined),
      inboxQuery(database.db, s.proId, s.pro.id, undefined),
    ]) {
      const plan = await database.db.execute<{ 'QUERY PLAN': string }>(sql`explain analyze ${query}`);
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
  const { db } = database;
  const results = await percentiles({
    mine: () => mySolicitudes(db, s.client, undefined, now),
    inbox: () => inbox(db, s.pro, undefined, now),
    unreadClient: () => unreadTotal(db, s.client),
    unreadPro: () => unreadTotal(db, s.pro),
    conversation: () => listMessages(db, s.client, s.busy, undefined),
  });
  const inDatabase = await executionTimes(database, {
    mine: mineQuery(db, s.client.id, undefined),
    inbox: inboxQuery(db, s.proId, s.pro.id, undefined),
    unreadClient: unreadTotalQuery(db, s.client.id),
    unreadPro: unreadTotalQuery(db, s.pro.id),
    conversation: pageQuery(db, s.busy, s.client.id, undefined),
  });
  console.log(`${label}: ${JSON.stringify(results)}; in the database: ${JSON.stringify(inDatabase)}`);
  return { label, results, inDatabase };
}

async function withPglite() {
  const database = await memoryPglite();
  try {
    return await measure(`PGlite, ${MESSAGES / 1000}k messages`, database);
  } finally {
    await database.close();
  }
}

async function withPostgres(adminUrl: string) {
  const { url, drop } = await scratchDatabase(adminUrl, 'sh_bench_talk', true);
  try {
    const database = await openPostgres(url);
    try {
      await migrate(database);
      return await measure(`PostgreSQL, ${MESSAGES / 1000}k messages`, database);
    } finally {
      await database.close();
    }
  } finally {
    await drop();
  }
}

const TARGETS: [string, string][] = [
  ['mine', `Mis solicitudes page 1 with unread counts, of ${SOLICITUDES}`],
  ['inbox', `/dash/pedidos page 1 with unread counts, of ${SOLICITUDES}`],
  ['unreadClient', "the header's unread total (client)"],
  ['unreadPro', "the header's unread total (professional)"],
  ['conversation', "a conversation's latest page"],
];

const columns = [
  ...(process.env.BENCH_PGLITE === '0' ? [] : [await withPglite()]),
  ...(process.env.DATABASE_URL ? [await withPostgres(process.env.DATABASE_URL)] : []),
];
console.log('\nConversations (issue 42), target p95 < 20 ms; p50 / p95 in ms, whole call [in the database]');
for (const [key, label] of TARGETS) {
  const cells = columns.map(
    (c) =>
      `${c.label}: ${c.results[key]!.p50} / ${c.results[key]!.p95} [${c.inDatabase[key]!.p50} / ${c.inDatabase[key]!.p95}]`,
  );
  console.log(`  ${label.padEnd(52)} ${cells.join(' · ')}`);
}
