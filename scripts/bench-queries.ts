// `npm run bench` (second part): latency of the marketplace's hot queries on 100 000 professionals.
// Seeds a fresh PGlite (in memory) and, when DATABASE_URL is set, a fresh PostgreSQL database, then
// times the real service functions at random points / categories. Prints a table; never fails on
// slow numbers. BENCH_PROFESSIONALS and BENCH_RUNS override the sizes; BENCH_EXPLAIN=1 prints plans;
// BENCH_PGLITE=0 measures PostgreSQL only. The dashboards' year of data is seeded at 100 000 at most.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { PROFESSIONAL_SORTS } from '@servihogar/shared/constants';
import { FINDING_SORTS, WEEK_DAYS } from '@servihogar/shared/finding';
import { professionalsListQuerySchema } from '@servihogar/shared/professionals';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { type Database, openPostgres, PGLITE_EXTENSIONS } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { myActivity } from '../apps/api/src/features/activity/activity.service.ts';
import {
  adsMetrics,
  businessMetrics,
  cachedBusinessMetrics,
} from '../apps/api/src/features/metrics/metrics.service.ts';
import { knownPlaces, searchOf, suggestions } from '../apps/api/src/features/professionals/finding.sql.ts';
import { findNearby, nearbyQuery } from '../apps/api/src/features/professionals/nearby.service.ts';
import {
  cursorOf,
  listingQuery,
  listProfessionals,
} from '../apps/api/src/features/professionals/professionals.service.ts';
import {
  inbox,
  inboxQuery,
  mineQuery,
  mySolicitudes,
} from '../apps/api/src/features/solicitudes/solicitudes-lists.ts';
import type { Caller } from '../apps/api/src/plugins/auth.ts';
import { CENTER, CITIES, SLUGS, seedProfessionals } from './bench-professionals.ts';
import { scratchDatabase } from './scratch-database.mjs';

const PROFESSIONALS = Number(process.env.BENCH_PROFESSIONALS ?? 100_000);
// PostgreSQL is measured at each size in turn (the same database grown), so growth shows side by side.
const PG_SIZES = (process.env.BENCH_PG_SIZES ?? '100000,1000000').split(',').map(Number);
const PAGE = 20; // the web's page size
const DEEP_PAGE = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
// What people type: services (some with typos or synonyms), names, places, description words.
const SEARCHES = [
  'plomero',
  'electrisista',
  'gas',
  'mucama',
  'niñera',
  'pintor yerba buena',
  'carpinteria',
  'Apellido512',
  // A listed professional's name (4711's trial is over: its name is a word no listed one holds).
  'Nombre4717',
  'tafi viejo',
  'acompañante',
  'albañil concepcion',
  'plomro',
  'gasistaa',
];
// Names with a typo: matched by trigram similarity, which the synthetic 'ApellidoN' names share
// with thousands of others (decision 0041's known limit), so timed apart.
const NAME_TYPOS = ['apelido512', 'apellidp512', 'nombre4717x'];
const PREFIXES = ['pl', 'plo', 'elec', 'gas', 'niñ', 'pint', 'apellido5', 'carp', 'muca', 'alba'];
const now = new Date();

type Result = { p50: number; p95: number };
type Column = { label: string; results: Record<string, Result> };

/** Requests of the request-loop rows: one professional and one client with this many each. */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);

type RequestCallers = { professional: Caller; professionalId: string; client: Caller };

/**
 * A professional (with its account) who received REQUESTS requests from 1 000 clients over a year,
 * in every state, and a client who sent REQUESTS to random professionals. Once per database.
 */
async function seedRequests(database: Database): Promise<RequestCallers> {
  const { db } = database;
  const ids = await db.execute<{ pro: string; proAccount: string; client: string }>(sql`
    with pro_account as (
      insert into accounts (email, password_hash, roles, nombre, apellido)
      values ('loop-pro@bench.test', 'x', '{Prestador}', 'Pro', 'Bench') returning id),
    client_account as (
      insert into accounts (email, password_hash, roles, nombre, apellido)
      values ('loop-client@bench.test', 'x', '{Cliente}', 'Cliente', 'Bench') returning id),
    pro as (
      update professionals set account_id = (select id from pro_account)
      where id = (select id from professionals where alta_usuario and account_id is null order by dni desc limit 1)
      returning id)
    select (select id from pro) as pro, (select id from pro_account) as "proAccount",
      (select id from client_account) as client`);
  const { pro, proAccount, client } = ids.rows[0]!;
  await db.execute(sql`
    insert into accounts (email, password_hash, roles, nombre, apellido)
    select 'rq' || g || '@bench.test', 'x', '{Cliente}', 'Cliente' || g, 'Apellido' || g
    from generate_series(1, 1000) g`);
  const states = sql`
    case when g % 6 = 1 then 'acepto' when g % 6 = 2 then 'no_puedo' when g % 6 = 3 then 'acepto' end`;
  await db.execute(sql`
    insert into solicitudes (client_account_id, professional_id, category_slug, created_at, need, zone,
      answer, answered_at, done_at, done_by)
    select c.id, ${pro}::uuid, 'plomero', now() - g * interval '52 minutes', 'Necesito ayuda ' || g, 'Yerba Buena',
      ${states}, case when g % 6 in (1, 2, 3) then now() - g * interval '52 minutes' + interval '1 hour' end,
      case when g % 6 = 3 then now() - g * interval '52 minutes' + interval '1 day' end,
      case when g % 6 = 3 then 'professional' end
    from generate_series(1, ${REQUESTS}::int) g
    join (select id, row_number() over (order by id) - 1 as n from accounts where email like 'rq%@bench.test') c
      on c.n = g % 1000`);
  await db.execute(sql`
    insert into solicitudes (client_account_id, professional_id, category_slug, created_at)
    select ${client}::uuid, p.id, 'plomero', now() - (row_number() over (order by p.id)) * interval '52 minutes'
    from (select id from professionals order by random() limit ${REQUESTS}::int) p`);
  await db.execute(sql`vacuum analyze solicitudes`);
  await db.execute(sql`analyze accounts`);
  return {
    professional: { id: proAccount, email: 'loop-pro@bench.test', roles: ['Prestador'] },
    professionalId: pro,
    client: { id: client, email: 'loop-client@bench.test', roles: ['Cliente'] },
  };
}

/** The `next` cursor after `pages` pages of a list (to time a page deep in it). */
async function deepCursor(
  list: (before: string | undefined) => Promise<{ next: string | null }>,
  pages: number,
): Promise<string | undefined> {
  let before: string | undefined;
  for (let i = 0; i < pages; i++) before = (await list(before)).next ?? before;
  return before;
}

const randomPoint = () => ({
  latitude: CENTER.latitude + (Math.random() * 2 - 1),
  longitude: CENTER.longitude + (Math.random() * 2 - 1),
});
const randomListQuery = () =>
  professionalsListQuerySchema.parse({
    servicio: SLUGS[Math.floor(Math.random() * SLUGS.length)],
    sort: PROFESSIONAL_SORTS[Math.floor(Math.random() * PROFESSIONAL_SORTS.length)],
    limit: PAGE,
  });

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
// Issue 27: the filtered list, the search (alone, and in a category with filters), suggestions.
const randomPointQuery = () => {
  const { latitude, longitude } = randomPoint();
  return { latitude: String(latitude), longitude: String(longitude) };
};
const randomFilteredQuery = () =>
  professionalsListQuerySchema.parse({
    servicio: pick(SLUGS),
    ciudad: pick(CITIES),
    calificacionMin: Math.random() < 0.5 ? '4' : undefined,
    verificados: Math.random() < 0.2 ? 'true' : undefined,
    dia: Math.random() < 0.5 ? pick(WEEK_DAYS) : undefined,
    sort: pick(FINDING_SORTS),
    ...randomPointQuery(),
    limit: PAGE,
  });
const randomSearchQuery = () =>
  professionalsListQuerySchema.parse({ q: pick(SEARCHES), sort: pick(PROFESSIONAL_SORTS), limit: PAGE });
const randomSearchInCategory = () =>
  professionalsListQuerySchema.parse({
    q: pick(SEARCHES.slice(7)),
    servicio: pick(SLUGS),
    calificacionMin: '4',
    sort: pick(FINDING_SORTS),
    ...randomPointQuery(),
    limit: PAGE,
  });

type Timed = Record<string, () => Promise<unknown>>;

/** Runs the queries round-robin (so a noisy neighbour hurts them alike) and gives each one's p50/p95. */
async function percentiles(queries: Timed): Promise<Record<string, { p50: number; p95: number }>> {
  const times = Object.fromEntries(Object.keys(queries).map((name) => [name, [] as number[]]));
  for (let i = 0; i < WARMUP + RUNS; i++) {
    for (const [name, run] of Object.entries(queries)) {
      const start = performance.now();
      await run();
      if (i >= WARMUP) times[name]!.push(performance.now() - start);
    }
  }
  const at = (list: number[], q: number) =>
    Math.round(list[Math.min(list.length - 1, Math.floor(q * list.length))]! * 100) / 100;
  return Object.fromEntries(
    Object.entries(times).map(([name, list]) => {
      list.sort((a, b) => a - b);
      return [name, { p50: at(list, 0.5), p95: at(list, 0.95) }];
    }),
  );
}

async function explain(database: Database, query: Parameters<typeof sql>[1]): Promise<string> {
  const result = await database.db.execute<{ 'QUERY PLAN': string }>(sql`explain analyze ${query}`);
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** The cursor of page `page` (1-based) of the whole list by name, 20 a page: one OFFSET query, once. */
async function cursorOfPage(database: Database, page: number): Promise<string | undefined> {
  if (page <= 1) return undefined;
  const query = professionalsListQuerySchema.parse({
    sort: 'todos',
    limit: 1,
    offset: (page - 1) * PAGE - 1,
  });
  const [row] = await listingQuery(database.db, query, now);
  return row ? cursorOf('todos', row) : undefined;
}

/** Professionals (of the first ones) with an account, whose own activity page is timed. */
const OWNERS = 1000;

/**
 * Issue 28's dashboards at full size: a year of daily counts for every professional (about one day
 * in six with views, its owners' every day from three sources), a year of hire requests, favourites,
 * comments, subscriptions, complaints and ads. Only at the first size: the target is 100 000.
 */
async function seedDashboards(database: Database): Promise<string[]> {
  const { db } = database;
  await db.execute(sql`alter table accounts disable trigger user`);
  await db.execute(sql`alter table professionals disable trigger user`);
  await db.execute(sql`alter table comments disable trigger user`);
  await db.execute(sql`alter table advertisements disable trigger user`);
  await db.execute(sql`alter table complaints disable trigger user`);
  await db.execute(sql`
    insert into accounts (email, password_hash, roles, nombre, apellido, created_at)
    select 'c' || g || '@bench.test', 'x', '{Cliente}', 'Cliente' || g, 'Bench', now() - (g % 365) * interval '1 day'
    from generate_series(1, 20000) g`);
  await db.execute(sql`
    insert into accounts (email, password_hash, roles, nombre, apellido)
    select 'o' || g || '@bench.test', 'x', '{Prestador}', 'Dueño' || g, 'Bench' from generate_series(1, ${OWNERS}) g`);
  const owners = await db.execute<{ id: string }>(sql`
    with made as (select id, row_number() over (order by email) as n from accounts where email like 'o%@bench.test'),
    pros as (select id, row_number() over (order by dni) as n from professionals order by dni limit ${OWNERS})
    update professionals p set account_id = made.id from made join pros on pros.n = made.n
    where p.id = pros.id returning made.id`);
  await db.execute(sql`
    insert into profile_activity_daily (professional_id, day, source, views, reveals)
    select p.id, (current_date - d), (array['categoria','cercanos','busqueda','enlace'])[1 + ((hashtext(p.id::text) & 1048575) + d) % 4],
      1 + (random() * 20)::int, (random() < 0.2)::int
    from professionals p cross join generate_series(0, 364) d
    where p.account_id is null and random() < 0.16`);
  await db.execute(sql`
    insert into profile_activity_daily (professional_id, day, source, views, reveals)
    select p.id, (current_date - d), s, 1 + (random() * 20)::int, (random() < 0.3)::int
    from professionals p cross join generate_series(0, 364) d cross join unnest(array['categoria','cercanos','enlace']) s
    where p.account_id is not null`);
  const clients = sql`(select array_agg(id) from accounts where email like 'c%@bench.test')`;
  await db.execute(sql`
    with c as (select ${clients} as ids), p as (select array_agg(id) as ids from professionals)
    insert into solicitudes (client_account_id, professional_id, category_slug, created_at)
    select c.ids[1 + (g % 20000)], p.ids[1 + (hashtext(g::text) & 2147483647) % array_length(p.ids, 1)],
      ${SLUGS[0]!}, now() - random() * interval '365 days'
    from c, p, generate_series(1, 500000) g`);
  await db.execute(sql`
    insert into solicitudes (client_account_id, professional_id, category_slug, created_at)
    select (${clients})[1 + (g % 20000)], p.id, ${SLUGS[0]!}, now() - random() * interval '365 days'
    from professionals p cross join generate_series(1, 40) g where p.account_id is not null`);
  await db.execute(sql`
    insert into favourites (client_account_id, professional_id, created_at)
    select (${clients})[1 + (hashtext(p.id::text || g) & 2147483647) % 20000], p.id, now() - random() * interval '365 days'
    from professionals p cross join generate_series(1, 3) g on conflict do nothing`);
  await db.execute(sql`
    insert into comments (professional_id, nombre_persona, descripcion, calificacion, created_at)
    select p.id, 'Bench', 'Bien', 1 + (random() * 4)::int, now() - random() * interval '365 days'
    from professionals p cross join generate_series(1, 3) g`);
  await db.execute(sql`
    insert into subscriptions (account_id, type, plan, payment_proof_key, payment_status, decided_at, created_at)
    select (${clients})[1 + g % 20000], 'professional', (array['mensual','trimestral','anual'])[1 + g % 3], 'x',
      (array['pending','confirmed','confirmed','failed'])[1 + g % 4], now() - (g % 365) * interval '1 day',
      now() - (g % 365) * interval '1 day'
    from generate_series(1, 60000) g`);
  await db.execute(sql`
    insert into complaints (ticket_id, titulo, descripcion, empresa_comercio, categoria, denunciante, ciudad,
      criticidad, estado, fecha_carga)
    select 'DEN-B-' || g, 'T', 'D', 'E', 'C', 'Anónimo', 'Tafí Viejo', (array['Baja','Media','Alta'])[1 + g % 3],
      (array['Pendiente','En revisión','Resuelto','Cerrado'])[1 + g % 4], now() - (g % 365) * interval '1 day'
    from generate_series(1, 20000) g`);
  await db.execute(sql`
    insert into advertisements (type, image_url, title, impressions, clicks)
    select 'banner-horizontal', '/img/ad.webp', 'Publicidad ' || g, (random() * 100000)::int, (random() * 1000)::int
    from generate_series(1, 200) g`);
  await db.execute(sql`alter table accounts enable trigger user`);
  await db.execute(sql`alter table professionals enable trigger user`);
  await db.execute(sql`alter table comments enable trigger user`);
  await db.execute(sql`alter table advertisements enable trigger user`);
  await db.execute(sql`alter table complaints enable trigger user`);
  await db.execute(sql`vacuum analyze`);
  return owners.rows.map((r) => r.id);
}

async function measure(
  label: string,
  database: Database,
  from: number,
  to: number,
  requests: () => Promise<RequestCallers>,
  dashboards = false,
): Promise<Column> {
  const started = performance.now();
  await seedProfessionals(database, from, to);
  const callers = await requests();
  console.log(
    `${label}: professionals ${from}..${to} (and ${REQUESTS} requests to one, from one) seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const inboxPage = (before?: string) => inbox(database.db, callers.professional, before, now);
  const minePage = (before?: string) => mySolicitudes(database.db, callers.client, before, now);
  const inboxDeep = await deepCursor(inboxPage, 50);
  const mineDeep = await deepCursor(minePage, 50);
  const deep = await cursorOfPage(database, DEEP_PAGE);
  const page = (cursor?: string) =>
    professionalsListQuerySchema.parse({ sort: 'todos', limit: PAGE, cursor });
  if (process.env.BENCH_EXPLAIN) {
    console.log(await explain(database, nearbyQuery(database.db, CENTER, now)));
    console.log(await explain(database, listingQuery(database.db, randomListQuery(), now)));
    console.log(await explain(database, listingQuery(database.db, page(deep), now)));
    for (const q of SEARCHES) {
      const query = professionalsListQuerySchema.parse({ q, limit: PAGE });
      const search = await searchOf(database.db, q, now);
      console.log(`-- q=${q}\n${await explain(database, listingQuery(database.db, query, now, search))}`);
    }
    console.log(await explain(database, listingQuery(database.db, randomFilteredQuery(), now)));
    const inCategory = randomSearchInCategory();
    const search = await searchOf(database.db, inCategory.q, now);
    console.log(await explain(database, listingQuery(database.db, inCategory, now, search)));
    console.log(await explain(database, inboxQuery(database.db, callers.professionalId, undefined)));
    console.log(await explain(database, mineQuery(database.db, callers.client.id, undefined)));
  }
  const { db } = database;
  let owners: string[] = [];
  if (dashboards) {
    const seeding = performance.now();
    owners = await seedDashboards(database);
    console.log(
      `${label}: a year of dashboard data seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
  }
  // The route's way: computed at most once a minute (METRICS_CACHE_MS), so the runs see the kept answer.
  const business = cachedBusinessMetrics(db, 60_000);
  const results = await percentiles({
    nearby: () => findNearby(db, randomPoint(), now),
    knn: () => nearbyQuery(db, randomPoint(), now),
    list: () => listProfessionals(db, randomListQuery(), now),
    page1: () => listProfessionals(db, page(), now),
    ...(deep ? { deep: () => listProfessionals(db, page(deep), now) } : {}),
    inbox: () => inboxPage(),
    inboxDeep: () => inboxPage(inboxDeep),
    mine: () => minePage(),
    mineDeep: () => minePage(mineDeep),
    filtered: () => listProfessionals(db, randomFilteredQuery(), now),
    search: () => listProfessionals(db, randomSearchQuery(), now),
    searchFiltered: () => listProfessionals(db, randomSearchInCategory(), now),
    nameTypo: () =>
      listProfessionals(
        db,
        professionalsListQuerySchema.parse({
          q: pick(NAME_TYPOS),
          sort: pick(PROFESSIONAL_SORTS),
          limit: PAGE,
        }),
        now,
      ),
    suggest: async () => suggestions(db, pick(PREFIXES), now, await knownPlaces()),
    ...(dashboards
      ? {
          myActivity: () => myActivity(db, owners[Math.floor(Math.random() * owners.length)]!, now),
          business: () => business(now),
          businessComputed: () => businessMetrics(db, now),
          ads: () => adsMetrics(db),
        }
      : {}),
  });
  // Each column as soon as it is measured: a long run cut short still leaves its figures.
  console.log(`${label}: ${JSON.stringify(results)}`);
  return { label, results };
}

async function withPglite(): Promise<Column[]> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database: Database = {
    db: drizzle({ client }),
    kind: 'pglite',
    ping: async () => {},
    observeQueries: () => {},
    close: () => client.close(),
  };
  try {
    await migrate(database);
    return [
      await measure(`PGlite ${PROFESSIONALS / 1000}k`, database, 1, PROFESSIONALS, () =>
        seedRequests(database),
      ),
    ];
  } finally {
    await database.close();
  }
}

async function withPostgres(adminUrl: string): Promise<Column[]> {
  const { url, drop } = await scratchDatabase(adminUrl, 'sh_bench', true);
  try {
    const database = await openPostgres(url);
    try {
      await migrate(database);
      const columns: Column[] = [];
      let seeded = 0;
      let callers: Promise<RequestCallers> | undefined;
      for (const size of PG_SIZES) {
        const requests = () => (callers ??= seedRequests(database));
        columns.push(
          await measure(
            `PostgreSQL ${size / 1000}k`,
            database,
            seeded + 1,
            size,
            requests,
            size === PG_SIZES[0] && size <= 100_000,
          ),
        );
        seeded = size;
      }
      return columns;
    } finally {
      await database.close();
    }
  } finally {
    await drop();
  }
}

const columns = process.env.BENCH_PGLITE === '0' ? [] : await withPglite();
if (process.env.DATABASE_URL) columns.push(...(await withPostgres(process.env.DATABASE_URL)));
else console.log('DATABASE_URL not set: PostgreSQL skipped.');
const QUERIES: [key: string, label: string, target: string][] = [
  ['nearby', 'nearby (findNearby: KNN walk with services, one query)', 'p95 < 20 ms (PostgreSQL)'],
  ['knn', 'nearby (the query alone, rows not shaped)', ''],
  ['list', `list by category (${PAGE}/page, random sort)`, 'p95 < 20 ms (PostgreSQL)'],
  ['page1', `whole list, page 1 (${PAGE}/page, by name)`, ''],
  ['deep', `whole list, page ${DEEP_PAGE} by cursor`, '≈ page 1 (no OFFSET cliff)'],
  ['inbox', `inbox (/dash/pedidos), page 1, of ${REQUESTS} requests`, 'p95 < 20 ms'],
  ['inboxDeep', 'inbox, page 51 by keyset', 'p95 < 20 ms'],
  ['mine', `Mis solicitudes, page 1, of ${REQUESTS} requests`, 'p95 < 20 ms'],
  ['mineDeep', 'Mis solicitudes, page 51 by keyset', 'p95 < 20 ms'],
  ['filtered', 'category + city + filters, any sort (with count)', 'p95 < 20 ms PG 1M, < 30 ms PGlite 100k'],
  ['search', 'search, typos and synonyms included (with count)', 'p95 < 20 ms PG 1M, < 30 ms PGlite 100k'],
  ['searchFiltered', 'search in a category + 4 stars, any sort', 'p95 < 20 ms PG 1M, < 30 ms PGlite 100k'],
  ['nameTypo', 'search, a name with a typo (synthetic names: trigram-dense)', ''],
  ['suggest', 'suggestions while typing', 'p95 < 10 ms'],
  ['myActivity', 'Mi actividad (GET /activity/mine, a year of counts)', 'p95 < 50 ms (PostgreSQL 100k)'],
  ['business', 'Métricas (GET /metrics/business, kept up to 1 min)', 'p95 < 50 ms (PostgreSQL 100k)'],
  ['businessComputed', 'Métricas computed every time (a kept answer expiring)', ''],
  ['ads', 'Métricas, ads (GET /metrics/ads)', 'p95 < 50 ms (PostgreSQL 100k)'],
];
console.log(`p50 / p95 in ms over ${RUNS} runs each (wall clock, this process):`);
console.table(
  QUERIES.map(([key, label, target]) => ({
    query: label,
    ...Object.fromEntries(
      columns.map((c) => {
        const r = c.results[key];
        return [c.label, r ? `${r.p50} / ${r.p95}` : '—'];
      }),
    ),
    target,
  })),
);
// Timings are wall-clock in this process: a busy machine inflates them.
console.log(`load average (1 min) at the end: ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} CPUs`);
