// `npm run bench` (calendar part, issue 43): "Disponible el {fecha}" on a category page, a
// professional's next free times, and 1 000 concurrent overlapping bookings of one professional.
// Seeds a fresh PGlite (in memory) at BENCH_CALENDAR_PGLITE professionals (default 100 000) and, when
// DATABASE_URL is set, a fresh PostgreSQL database grown to each of BENCH_CALENDAR_PG_SIZES (else
// BENCH_PG_SIZES, as the other benches; default 100000,1000000), each professional with weekly hours and BENCH_BOOKINGS_PER_PROFESSIONAL bookings
// (default 10: 10 M bookings at 1 M). Prints p50/p95 per query and how many of the racing inserts
// won; never fails on slow numbers. BENCH_RUNS overrides the runs; BENCH_EXPLAIN=1 prints plans.
import { performance } from 'node:perf_hooks';
import { addDays, argentineDay, instantAt } from '@servihogar/shared/calendar';
import { professionalsListQuerySchema } from '@servihogar/shared/professionals';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, openPostgres } from '../apps/api/src/db/client.ts';
import { listedCondition } from '../apps/api/src/db/listing.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { professionals } from '../apps/api/src/db/tables/professionals.table.ts';
import { bookTime, nextFreeTimes } from '../apps/api/src/features/calendar/calendar.service.ts';
import { listProfessionals } from '../apps/api/src/features/finding/finding.service.ts';
import { listingQuery } from '../apps/api/src/features/finding/listing-query.sql.ts';
import { SLUGS, seedProfessionals } from './bench-professionals.ts';
import { memoryPglite, percentiles } from './bench-timing.ts';
import { scratchDatabase } from './scratch-database.mjs';

const PGLITE_SIZE = Number(process.env.BENCH_CALENDAR_PGLITE ?? 100_000);
const PG_SIZES = (process.env.BENCH_CALENDAR_PG_SIZES ?? process.env.BENCH_PG_SIZES ?? '100000,1000000')
  .split(',')
  .map(Number);
const PER_PRO = Number(process.env.BENCH_BOOKINGS_PER_PROFESSIONAL ?? 10);
const RACERS = 1000;
const PAGE = 20;
const now = new Date();
const today = argentineDay(now);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** The tables whose triggers seedCalendars turns off while it writes what they would. */
const TRIGGERS_OFF = [
  'bookings',
  'calendar_hours',
  'calendar_days_off',
  'professional_calendars',
  'calendar_booked_days',
  'calendar_closed_days',
];

/**
 * Calendars for professionals `from..to` (by their dni's number, as bench-professionals.ts makes
 * them): 09:00–13:00 on each declared day, a horizon of 60 days, one in ten a week off, and
 * PER_PRO two-hour bookings over the next 30 days; half of them book 09–11 and 11–13 of the same
 * days (full days), the other half one booking a day. The booked-days trigger is off meanwhile and
 * its table written once from the bookings, as the trigger would.
 */
async function seedCalendars(database: Database, from: number, to: number): Promise<void> {
  const { db } = database;
  const ids = sql`select id, abs(hashtext(id::text || 'c')) as h, available_days from professionals
    where ${20_000_000 + from} <= dni::int and dni::int <= ${20_000_000 + to}`;
  for (const table of TRIGGERS_OFF) {
    await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  }
  await db.execute(sql`insert into professional_calendars (professional_id, horizon_days)
    select id, 60 from (${ids}) p`);
  await db.execute(sql`insert into calendar_hours (professional_id, weekday, starts_min, ends_min)
    select p.id, d, 540, 780 from (${ids}) p, generate_series(0, 6) d where (p.available_days & (1 << d)) <> 0`);
  await db.execute(sql`insert into calendar_days_off (professional_id, first_day, last_day)
    select id, ${today}::date + (h % 20)::int, ${today}::date + (h % 20)::int + 6 from (${ids}) p where h % 10 = 0`);
  // Tucumán midnight of today + offset, in UTC: 03:00.
  const start = sql`((${today}::date + k.offset_days)::timestamp + interval '3 hours' + k.start_hours * interval '1 hour')`;
  await db.execute(sql`insert into bookings (professional_id, client_account_id, during)
    select p.id, (select id from accounts order by id limit 1),
      tstzrange(${start} at time zone 'UTC', (${start} + interval '2 hours') at time zone 'UTC', '[)')
    from (${ids}) p
    cross join lateral (
      select case when p.h % 2 = 0 then 1 + (n / 2) * 3 else 1 + n * 3 end as offset_days,
             case when p.h % 2 = 0 then 9 + (n % 2) * 2 else 9 + (p.h % 2) * 2 end as start_hours
      from generate_series(0, ${PER_PRO - 1}::int) n
    ) k`);
  await db.execute(sql`insert into calendar_booked_days (professional_id, day, booked_minutes)
    select b.professional_id, m.day, sum(m.minutes) from bookings b, tucuman_day_minutes(b.during) m
    where b.active and b.professional_id in (select id from (${ids}) p)
    group by 1, 2
    on conflict (professional_id, day) do update set booked_minutes = calendar_booked_days.booked_minutes + excluded.booked_minutes`);
  // calendar_closed_days as its triggers would keep it (decision 0072): days off, and full days.
  await db.execute(sql`insert into calendar_closed_days (professional_id, day)
    select o.professional_id, generate_series(o.first_day, o.last_day, interval '1 day')::date
    from calendar_days_off o where o.professional_id in (select id from (${ids}) p)
    union
    select b.professional_id, b.day from calendar_booked_days b
    where b.professional_id in (select id from (${ids}) p) and b.booked_minutes > 0
      and b.booked_minutes >= (select sum(h.ends_min - h.starts_min) from calendar_hours h
        where h.professional_id = b.professional_id and h.weekday = extract(isodow from b.day)::int - 1)
    on conflict do nothing`);
  for (const table of TRIGGERS_OFF) {
    await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  }
  await db.execute(sql`update data_version set v = v + 1 where id = 1`);
  await db.execute(sql`vacuum analyze`);
  // The seeding's gigabytes written out now, not by the checkpointer while the queries are timed.
  if (database.kind === 'postgres') await db.execute(sql`checkpoint`);
}

/** A client account for the bookings (the bench's only one). */
async function ensureClient(database: Database): Promise<string> {
  const { rows } = await database.db.execute<{
    id: string;
  }>(sql`insert into accounts (email, password_hash, nombre, apellido)
    values ('cliente@bench.test', 'x', 'Cliente', 'Bench') on conflict do nothing returning id`);
  if (rows[0]) return rows[0].id;
  const again = await database.db.execute<{ id: string }>(
    sql`select id from accounts where email = 'cliente@bench.test'`,
  );
  return again.rows[0]!.id;
}

/** 1 000 concurrent bookings of one professional, each overlapping all others: how many won. */
async function race(database: Database, professionalId: string, clientId: string): Promise<number> {
  const day = addDays(today, 45);
  const results = await Promise.all(
    Array.from({ length: RACERS }, (_, i) =>
      bookTime(database.db, {
        professionalId,
        clientAccountId: clientId,
        start: new Date(instantAt(day, 9 * 60).getTime() + (i % 60) * 1000),
        end: instantAt(day, 11 * 60),
      }),
    ),
  );
  return results.filter((r) => r !== null).length;
}

/**
 * `measure`'s race on PostgreSQL goes through a pool of its own, as another replica, whose callers
 * wait for a connection as long as it takes: 1 000 callers queue for 20 connections.
 */
async function measure(label: string, database: Database, from: number, to: number, racers?: Database) {
  const started = performance.now();
  await seedProfessionals(database, from, to);
  const clientId = await ensureClient(database);
  await seedCalendars(database, from, to);
  const { rows } = await database.db.execute<{ n: string }>(sql`select count(*) as n from bookings`);
  console.log(
    `${label}: professionals ${from}..${to} with calendars and ${rows[0]!.n} bookings seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const listed = (
    await database.db
      .select({ id: professionals.id })
      .from(professionals)
      .where(listedCondition(now))
      .limit(2000)
  ).map((r) => r.id);
  const days = Array.from({ length: 30 }, (_, i) => addDays(today, i + 1));
  const availableOn = () =>
    professionalsListQuerySchema.parse({ servicio: pick(SLUGS), fecha: pick(days), limit: PAGE });
  if (process.env.BENCH_EXPLAIN) {
    const plan = await database.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain analyze ${listingQuery(database.db, availableOn(), now)}`,
    );
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  // The same category page without the filter: what "Disponible el" adds is the difference.
  const categoryPage = () => professionalsListQuerySchema.parse({ servicio: pick(SLUGS), limit: PAGE });
  const results = await percentiles({
    categoryPage: () => listProfessionals(database.db, categoryPage(), now),
    availableOn: () => listProfessionals(database.db, availableOn(), now),
    nextFreeTimes: () => nextFreeTimes(database.db, pick(listed), now),
  });
  console.log(`${label}: ${JSON.stringify(results)}`);
  const winners = await race(racers ?? database, listed[0]!, clientId);
  console.log(`${label}: ${RACERS} concurrent overlapping bookings → ${winners} booked`);
}

async function withPglite(): Promise<void> {
  const database = await memoryPglite();
  try {
    await migrate(database);
    await measure(`PGlite ${PGLITE_SIZE / 1000}k`, database, 1, PGLITE_SIZE);
  } finally {
    await database.close();
  }
}

async function withPostgres(adminUrl: string): Promise<void> {
  const { url, drop } = await scratchDatabase(adminUrl, 'sh_bench_cal', true);
  try {
    const database = await openPostgres(url);
    const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 600_000 });
    // Dropping the database ends its idle connections: nothing to report then.
    pool.on('error', () => {});
    const racers = { ...database, db: drizzlePg({ client: pool }) as unknown as Database['db'] };
    try {
      await migrate(database);
      let seeded = 0;
      for (const size of PG_SIZES) {
        await measure(`PostgreSQL ${size / 1000}k`, database, seeded + 1, size, racers);
        seeded = size;
      }
    } finally {
      await pool.end();
      await database.close();
    }
  } finally {
    await drop();
  }
}

console.log(
  'Calendar (issue 43): targets p95 availableOn < 20 ms on PostgreSQL at 1 M / < 30 ms on PGlite at 100 k; nextFreeTimes < 10 ms; the race books exactly 1',
);
if (process.env.BENCH_PGLITE !== '0') await withPglite();
if (process.env.DATABASE_URL) await withPostgres(process.env.DATABASE_URL);
