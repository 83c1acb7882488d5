// Activity for the benchmarks (bench-queries.ts): the request loop's lists and issue 28's dashboards.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import type { Caller } from '../apps/api/src/plugins/auth.ts';
import { SLUGS } from './bench-professionals.ts';

/** Requests of the request-loop rows: one professional and one client with this many each. */
export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);

export type RequestCallers = { professional: Caller; professionalId: string; client: Caller };

/**
 * Accounts for a bench's busy pair, `${pair}-pro@bench.test` (given to the last professional by dni
 * without an account, of those `among` keeps) and `${pair}-client@bench.test`, and for 1 000 more
 * clients `${crowd}1@bench.test`…: the professional's id and the two accounts'.
 */
export async function seedPairAndCrowd(
  database: Database,
  pair: string,
  crowd: string,
  among: SQL = sql`true`,
): Promise<{ pro: string; proAccount: string; client: string }> {
  const { db } = database;
  const ids = await db.execute<{ pro: string; proAccount: string; client: string }>(sql`
    with pro_account as (
      insert into accounts (email, password_hash, roles, nombre, apellido)
      values (${`${pair}-pro@bench.test`}, 'x', '{Prestador}', 'Pro', 'Bench') returning id),
    client_account as (
      insert into accounts (email, password_hash, roles, nombre, apellido)
      values (${`${pair}-client@bench.test`}, 'x', '{Cliente}', 'Cliente', 'Bench') returning id),
    pro as (
      update professionals set account_id = (select id from pro_account)
      where id = (select id from professionals where ${among} and account_id is null order by dni desc limit 1)
      returning id)
    select (select id from pro) as pro, (select id from pro_account) as "proAccount",
      (select id from client_account) as client`);
  await db.execute(sql`
    insert into accounts (email, password_hash, roles, nombre, apellido)
    select ${crowd} || g || '@bench.test', 'x', '{Cliente}', 'Cliente' || g, 'Apellido' || g
    from generate_series(1, 1000) g`);
  return ids.rows[0]!;
}

/**
 * A professional (with its account) who received REQUESTS requests from 1 000 clients over a year,
 * in every state, and a client who sent REQUESTS to random professionals. Once per database.
 */
export async function seedRequests(database: Database): Promise<RequestCallers> {
  const { db } = database;
  const { pro, proAccount, client } = await seedPairAndCrowd(database, 'loop', 'rq', sql`alta_usuario`);
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

/** Professionals (of the first ones) with an account, whose own activity page is timed. */
const OWNERS = 1000;

/**
 * Issue 28's dashboards at full size: a year of daily counts for every professional (about one day
 * in six with views, its owners' every day from three sources), a year of hire requests, favourites,
 * comments, subscriptions, complaints and ads. Only at the first size: the target is 100 000.
 */
export async function seedDashboards(database: Database): Promise<string[]> {
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
