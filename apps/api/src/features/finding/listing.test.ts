import { DAY_MS, PROFESSIONALS_PAGE_MAX } from '@servihogar/shared/constants';
import { professionalsListQuerySchema } from '@servihogar/shared/professionals';
import { deriveLifecycle } from '@servihogar/shared/subscription-lifecycle';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { explain, vacuumed } from '../../../test/explain.ts';
import { insertProfessional, LIFECYCLE_STATES } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { listedCondition } from '../../db/listing.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { listProfessionals } from './finding.service.ts';
import { countQuery, listingQuery } from './listing-query.sql.ts';

const query = (input: Record<string, unknown> = {}) => professionalsListQuerySchema.parse(input);

describe('the listing rule', () => {
  const t = testAppOfSuite({ now: () => NOW });

  it('agrees with deriveLifecycle for every state, at every moment', async () => {
    for (const state of LIFECYCLE_STATES)
      await insertProfessional(t().db, { now: NOW, state, nombre: state });
    const rows = await t().db.select().from(professionals);
    const offsets = [-1, 0, 1, 3, 6.99, 7, 8, 19.99, 20, 21, 400];
    for (const at of offsets.map((days) => new Date(NOW.getTime() + days * DAY_MS))) {
      const bySql = (
        await t().db.select({ id: professionals.id }).from(professionals).where(listedCondition(at))
      )
        .map((r) => r.id)
        .sort();
      const byRule = rows
        .filter((p) => deriveLifecycle(p, at).listed)
        .map((p) => p.id)
        .sort();
      expect(bySql, `at ${at.toISOString()}`).toEqual(byRule);
    }
    const listedNow = rows.filter((p) => deriveLifecycle(p, NOW).listed).map((p) => p.nombre);
    expect(listedNow.sort()).toEqual(['paid', 'trial']);
  });

  it('returns at most a page of 100 without limit, services loaded in one query', async () => {
    const values = Array.from({ length: PROFESSIONALS_PAGE_MAX + 5 }, (_, i) => ({
      nombre: `Masivo${String(i).padStart(3, '0')}`,
      apellido: 'Lote',
      dni: String(i),
      edad: 40,
      email: `lote${i}@example.com`,
      numeroContacto: '+54 9 3810000000',
      pais: 'Argentina',
      localidad: 'Tucumán',
      ciudad: 'Tafí Viejo',
      altaUsuario: true,
      trialStartedAt: NOW,
    }));
    const inserted = await t().db.insert(professionals).values(values).returning({ id: professionals.id });
    await t()
      .db.insert(professionalServices)
      .values(inserted.map(({ id }) => ({ professionalId: id, categorySlug: 'pintor' })));

    const res = await t().app.inject({ url: '/professionals' });
    expect(res.json().professionals).toHaveLength(PROFESSIONALS_PAGE_MAX);

    const { db, selects } = countingSelects(t().db);
    const page = await listProfessionals(db, query(), NOW);
    expect(page).toHaveLength(PROFESSIONALS_PAGE_MAX);
    expect(page.every((p) => p.servicio.length > 0)).toBe(true);
    // The page is one query (the services come as a json_agg column of its rows), built from two
    // selects (its listing rows, then their professionals); a full first page is counted by one more.
    expect(selects()).toBe(3);
  });

  it.each([
    ['todos', 'listings_name_idx'],
    ['mejorCalificacion', 'listings_rating_idx'],
    ['fechaCercana', 'listings_date_idx'],
    ['tarifa', 'listings_rate_idx'],
  ] as const)('walks the index for sort=%s instead of sorting', async (sort, index) => {
    const plan = await explain(t().db, listingQuery(t().db, query({ sort }), NOW), { walks: true });
    expect(plan).toContain(index);
    // The per-row services aggregate (a SubPlan) orders its few rows; the page itself is not sorted.
    expect(mainPlan(plan)).not.toMatch(/\bSort\b/);
  });

  // Decision 0041: a category, and a category in a city, are one range of one listings index each.
  const point = { latitude: '-26.8', longitude: '-65.2' };
  it.each([
    ['todos', 'name'],
    ['mejorCalificacion', 'rating'],
    ['fechaCercana', 'date'],
    ['tarifa', 'rate'],
    ['cercania', 'point'],
  ] as const)(
    'lists a category (sort=%s) as one range of its index, with or without a city',
    async (sort, index) => {
      for (const [city, name] of [
        [{}, `listings_${index}_idx`],
        [{ ciudad: 'Yerba Buena' }, `listings_${index === 'point' ? '' : 'city_'}${index}_idx`],
      ] as const) {
        const input = { sort, servicio: 'pintor', ...point, ...city };
        const plan = mainPlan(
          await explain(t().db, listingQuery(t().db, query(input), NOW), { walks: true }),
        );
        // The city's index holds the whole row: its walk needs no table read (decision 0047).
        expect(plan).toMatch(new RegExp(`Index (Only )?Scan using ${name} on listings`));
        expect(plan).toMatch(/Index Scan using professionals_pkey on professionals/);
        expect(plan).not.toMatch(/Seq Scan/);
        // 'Más cerca' walks the points in distance order, then sorts only the page's (decision 0043).
        if (sort === 'cercania') expect(plan).toMatch(/Order By: .*<->/);
        else expect(plan).not.toMatch(/-> {2}Sort\b/);
      }
    },
  );

  it('counts a filtered list from the city’s index alone, in a city or a whole category (EXPLAIN)', async () => {
    // Decision 0047: every filter, the listing rule and the count read listings_city_name_idx's
    // copies of the row, so rows that fail them cost no table page.
    // Vacuumed, as autovacuum leaves a live table: the pages all-visible, no table read needed.
    await vacuumed(t().db, 'listings');
    const countPlan = (input: Record<string, string>) =>
      explain(t().db, countQuery(t().db, query(input), NOW, null));
    const filters = { servicio: 'electricista', calificacionMin: '4', verificados: 'true', dia: 'mar' };
    for (const input of [{ ...filters, ciudad: 'Yerba Buena' }, filters]) {
      const plan = await countPlan(input);
      expect(plan).toContain('Index Only Scan using listings_city_name_idx');
      // Checked in the index: as its key columns' conditions, or on its copy of the row.
      expect(plan).toMatch(/Index Cond: .*calificacion >= .*identity_verified = true/);
      expect(plan).toMatch(/Filter: .*paid_until > .*available_days/);
    }
  });

  it('pages by cursor with an index condition, not an offset', async () => {
    const first = await listingQuery(t().db, query({ sort: 'todos', limit: 1 }), NOW);
    const last = first[0]!;
    const cursor = Buffer.from(
      JSON.stringify({ s: 'todos', k: [last.nombre, last.apellido, last.id] }),
    ).toString('base64url');
    const plan = await explain(t().db, listingQuery(t().db, query({ sort: 'todos', cursor }), NOW), {
      walks: true,
    });
    // The cursor bounds the index (how deep the page is costs nothing), no OFFSET.
    expect(plan).toMatch(/Index Cond: .*ROW\(nombre, apellido, professional_id\) > ROW\(/);
  });

  it('can search by distance with the GiST index on ll_to_earth', async () => {
    const near = sql`earth_box(ll_to_earth(-26.8, -65.2), 20000) @> ll_to_earth(${professionals.latitude}, ${professionals.longitude})`;
    const plan = await explain(
      t().db,
      t().db.select({ id: professionals.id }).from(professionals).where(near),
    );
    expect(plan).toContain('professionals_earth_idx');
  });
});

/** The plan without its SubPlans (the per-row services aggregate). */
const mainPlan = (plan: string) =>
  plan
    .split('\n')
    .reduce<{ lines: string[]; sub: number | null }>(
      ({ lines, sub }, line) => {
        const indent = line.search(/\S/);
        if (sub !== null && indent > sub) return { lines, sub };
        if (/^\s*SubPlan/.test(line)) return { lines, sub: indent };
        return { lines: [...lines, line], sub: null };
      },
      { lines: [], sub: null },
    )
    .lines.join('\n');

/** A view of `db` that counts the SELECT statements built through it. */
function countingSelects(db: Db): { db: Db; selects: () => number } {
  let count = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select') count += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, selects: () => count };
}
