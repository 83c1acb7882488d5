// Bulk professionals for the benchmarks (bench-queries.ts, bench-backup.ts).
import { FIXED_CATEGORIES } from '@servihogar/shared/constants';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { DEMO_CITIES } from '../apps/api/src/seed/demo-cities.ts';

/** Localities spread over the rows (issue 27's city filter and searches): the demo's twelve. */
export const CITIES = Object.values(DEMO_CITIES).map((city) => city.ciudad);
export const CENTER = { latitude: -26.83, longitude: -65.22 }; // San Miguel de Tucumán
export const SLUGS = FIXED_CATEGORIES.map((c) => c.slug);

/**
 * Multi-row INSERT … SELECT generate_series (professionals `from`..`to`): every lifecycle state,
 * spread ±1° around Tucumán, one in three identity-verified and one in six licensed too. Days and
 * badges come from a hash of the row, not its number: `g % 128` beside the city's `g % 12` had left
 * whole cities without a Tuesday. The data-version triggers are off meanwhile (one bump at the end):
 * a bulk load is one change, not a million.
 */
export async function seedProfessionals(database: Database, first: number, last: number): Promise<void> {
  const { db } = database;
  await db.execute(sql`alter table professionals disable trigger user`);
  await db.execute(sql`alter table professional_services disable trigger user`);
  const slugs = sql.raw(`array[${SLUGS.map((s) => `'${s}'`).join(',')}]`);
  const cities = sql.raw(`array[${CITIES.map((c) => `'${c}'`).join(',')}]`);
  // A rate for three services in five, one more 'a convenir' (issue 27).
  const rate = sql.raw(`case when abs(hashtext(id::text || 'r')) % 5 <= 1 then null
    else 1000 + abs(hashtext(id::text || 'm')) % 40000 end,
    case when abs(hashtext(id::text || 'r')) % 5 = 0 then null when abs(hashtext(id::text || 'r')) % 5 = 1 then 'convenir'
    else (array['hora','jornada','visita'])[1 + abs(hashtext(id::text || 'u')) % 3] end`);
  const batch = 25_000;
  for (let from = first; from <= last; from += batch) {
    const to = Math.min(from + batch - 1, last);
    // g % 10: 0 pending, 1 trial over, 2 fee overdue, 3 free suspended, 4-6 trial, 7-9 paid (60 % listed).
    await db.execute(sql`
      insert into professionals (nombre, apellido, dni, edad, email, numero_contacto, pais, localidad, ciudad,
        latitude, longitude, calificacion, alta_usuario, trial_started_at, free_suspended, paid_until, created_at,
        available_days, available_slots, identity_verified, license_verified)
      select 'Nombre' || g, 'Apellido' || (g % 997), (20000000 + g)::text, 20 + g % 50, 'p' || g || '@bench.test',
        '+54 9 381' || lpad(g::text, 7, '0'), 'Argentina', 'Tucumán', (${cities})[1 + g % ${CITIES.length}],
        ${CENTER.latitude}::float8 + (random() * 2 - 1), ${CENTER.longitude}::float8 + (random() * 2 - 1),
        round((random() * 5)::numeric, 1),
        g % 10 <> 0,
        case when g % 10 = 1 then now() - interval '9 days' when g % 10 in (0, 2) then null
             else now() - interval '2 days' end,
        g % 10 = 3,
        case when g % 10 = 2 then now() - interval '1 day' when g % 10 >= 7 then now() + interval '20 days' end,
        now() - (g % 5000) * interval '1 hour',
        nullif(abs(hashtext(g || 'd')) % 128, 0), nullif(g % 8, 0), abs(hashtext(g || 'v')) % 3 = 0,
        abs(hashtext(g || 'v')) % 6 = 0
      from generate_series(${from}::int, ${to}::int) g`);
  }
  // One or two services each (the new professionals: those without any yet), drawn apart: the same
  // hash for both had made the first service of those with two always an even one.
  await db.execute(sql`
    insert into professional_services (professional_id, category_slug, rate_amount, rate_unit)
    select id, (${slugs})[1 + abs(hashtext(id::text)) % ${SLUGS.length}], ${rate} from professionals p
    where not exists (select 1 from professional_services s where s.professional_id = p.id)`);
  await db.execute(sql`
    insert into professional_services (professional_id, category_slug, rate_amount, rate_unit)
    select id, (${slugs})[1 + abs(hashtext(id::text || 'b')) % ${SLUGS.length}], ${rate} from professionals
    where abs(hashtext(id::text || 'two')) % 2 = 0 and (20000000 + ${first}) <= dni::int and dni::int <= (20000000 + ${last})
    on conflict do nothing`);
  // The search documents the (disabled) triggers keep, written once for the new rows.
  await db.execute(sql`
    update professionals set search_doc = servihogar_search_doc(id, nombre, apellido, ciudad, zona_cobertura)
    where search_doc = ''`);
  // Their words in the search vocabulary (decision 0044), and their listing rows (decision 0041),
  // as the triggers write them.
  await db.execute(sql`
    select servihogar_count_search_words(array(select search_doc from professionals
      where (20000000 + ${first}) <= dni::int and dni::int <= (20000000 + ${last})), '{}')`);
  await db.execute(sql`
    select servihogar_refresh_listings(array(select id from professionals
      where (20000000 + ${first}) <= dni::int and dni::int <= (20000000 + ${last})))`);
  await db.execute(sql`alter table professionals enable trigger user`);
  await db.execute(sql`alter table professional_services enable trigger user`);
  await db.execute(sql`update data_version set v = v + 1 where id = 1`);
  // Steady state: statistics, hint bits and the visibility map set, as autovacuum leaves a live table.
  await db.execute(sql`vacuum analyze`);
}
