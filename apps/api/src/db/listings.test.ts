import { isDeepStrictEqual } from 'node:util';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts.ts';
import { migratedTestDatabase } from '../../test/build-test-app.ts';
import { changedValue } from '../../test/column-change.ts';
import { insertProfessional } from '../../test/factories.ts';
import { categories } from './tables/categories.table.ts';
import { ANY_SERVICE, listings, servicePair } from './tables/listings.table.ts';
import { professionalServices, professionals } from './tables/professionals.table.ts';

// Decision 0041: the listing rows are copies kept by triggers. Whatever changes, each column of
// `listings` must equal the column of the same name of the professional or of the service (on the
// ANY_SERVICE row: whether any service has the option, and the lowest rate; on a pair's row, its
// first service's), so a column added to the table and not to the trigger, or a change the triggers
// miss, fails here.

type Row = Record<string, unknown>;
const columnsOf = (table: Parameters<typeof getTableColumns>[0]) =>
  Object.values(getTableColumns(table)).map((column) => column.name);
const listed = columnsOf(listings);
const ofService = new Set(columnsOf(professionalServices));

const bySlug = (a: Row, b: Row) => String(a.category_slug).localeCompare(String(b.category_slug));

/** The rows `listings` should hold for a professional and its services (`fixed`: their category's). */
function expectedRows(professional: Row, services: Row[]): Row[] {
  const row = (service: Row) =>
    Object.fromEntries(
      listed.map((name) => [name, ofService.has(name) ? service[name] : professional[name]]),
    );
  const rates = services.map((s) => s.rate_amount).filter((rate): rate is number => rate !== null);
  const fixed = services.filter((s) => s.fixed === true);
  // The unit of the lowest rate (issue 48: "Hasta $ …"), services without a rate last, then by slug.
  const [lowest] = [...services].sort(
    (a, b) =>
      (a.rate_amount === null ? 1 : 0) - (b.rate_amount === null ? 1 : 0) ||
      Number(a.rate_amount) - Number(b.rate_amount) ||
      bySlug(a, b),
  );
  const anyService = Object.fromEntries(
    [...ofService].map((name) => [name, services.some((s) => s[name] === true)]),
  );
  return [
    row({
      ...anyService,
      professional_id: professional.id,
      category_slug: ANY_SERVICE,
      rate_amount: rates.length > 0 ? Math.min(...rates) : null,
      rate_unit: lowest?.rate_unit ?? null,
    }),
    ...services.map(row),
    ...fixed.flatMap((first) =>
      fixed
        .filter((second) => second !== first)
        .map((second) =>
          row({
            ...first,
            category_slug: servicePair(String(first.category_slug), String(second.category_slug)),
          }),
        ),
    ),
  ].sort(bySlug);
}

describe('the listing rows (kept by triggers)', () => {
  const database = migratedTestDatabase();
  const db = () => database().db;

  /** Each professional whose listing rows differ from what its two tables say, with the difference. */
  async function stale(): Promise<unknown[]> {
    const { rows } = await db().execute<{ professional: Row; services: Row[]; rows: Row[] }>(sql`
      select to_jsonb(p) as professional,
        (select coalesce(jsonb_agg(to_jsonb(s) || jsonb_build_object('fixed', c.fixed)), '[]')
          from professional_services s left join categories c on c.slug = s.category_slug
          where s.professional_id = p.id) as services,
        (select coalesce(jsonb_agg(to_jsonb(l)), '[]') from listings l where l.professional_id = p.id) as rows
      from professionals p`);
    const orphans = await db().execute(
      sql`select 1 from listings l where not exists (select 1 from professionals p where p.id = l.professional_id)`,
    );
    return [
      ...rows
        .map((r) => ({ actual: r.rows.sort(bySlug), expected: expectedRows(r.professional, r.services) }))
        .filter(({ actual, expected }) => !isDeepStrictEqual(actual, expected)),
      ...orphans.rows,
    ];
  }

  const services = [
    { categorySlug: 'plomero', semanal: true, rateAmount: 9000, rateUnit: 'hora' },
    { categorySlug: 'gasista', personasMayores: true, rateAmount: 7000, rateUnit: 'visita' },
  ];

  async function professional(withServices = true) {
    const account = await createAccount(db(), { roles: ['Prestador'] });
    return insertProfessional(db(), {
      accountId: account.id,
      availableDays: 3,
      services: withServices ? services : [],
    });
  }

  /** The categories of a professional's listing rows. */
  const slugsOf = async (id: string) =>
    (await db().select({ slug: listings.categorySlug }).from(listings).where(eq(listings.professionalId, id)))
      .map((r) => r.slug)
      .sort();

  it('holds a row per service, per ordered pair of them and one for all, from the first insert', async () => {
    const { id } = await professional();
    await insertProfessional(db(), { services: [] });
    const rows = await db().select().from(listings).where(eq(listings.professionalId, id));
    const slug = (category: string) => rows.find((r) => r.categorySlug === category);
    expect(rows.map((r) => r.categorySlug).sort()).toEqual([
      ANY_SERVICE,
      'gasista',
      'gasista+plomero',
      'plomero',
      'plomero+gasista',
    ]);
    expect(slug(ANY_SERVICE)).toMatchObject({ semanal: true, personasMayores: true, rateAmount: 7000 });
    expect(slug('plomero+gasista')).toMatchObject({
      semanal: true,
      personasMayores: false,
      rateAmount: 9000,
    });
    expect(slug('gasista+plomero')).toMatchObject({
      semanal: false,
      personasMayores: true,
      rateAmount: 7000,
    });
    expect(await stale()).toEqual([]);
  });

  it('pairs only fixed services: a category proposed through Otros has no pair rows', async () => {
    const { id } = await professional();
    await db().insert(categories).values({ slug: 'jardinero', type: 'Jardinero' });
    await db().insert(professionalServices).values({ professionalId: id, categorySlug: 'jardinero' });
    expect(await slugsOf(id)).toEqual([
      ANY_SERVICE,
      'gasista',
      'gasista+plomero',
      'jardinero',
      'plomero',
      'plomero+gasista',
    ]);
    expect(await stale()).toEqual([]);
  });

  it('follows a change of any column of the professional', async () => {
    for (const column of Object.values(getTableColumns(professionals))) {
      // The id may only change without services (their reference does not follow it).
      const { id } = await professional(!column.primary);
      await db().execute(
        sql`update professionals set ${sql.identifier(column.name)} = ${changedValue(column)} where id = ${id}`,
      );
      expect(await stale(), column.name).toEqual([]);
    }
  });

  it('follows its services: changed, removed, added, and a category renamed', async () => {
    const { id } = await professional();
    const ofProfessional = eq(professionalServices.professionalId, id);
    await db().update(professionalServices).set({ mensual: true, rateAmount: null }).where(ofProfessional);
    expect(await stale()).toEqual([]);
    await db().delete(professionalServices).where(eq(professionalServices.categorySlug, 'gasista'));
    expect(await stale()).toEqual([]);
    await db().insert(professionalServices).values({ professionalId: id, categorySlug: 'pintor' });
    expect(await stale()).toEqual([]);
    await db().update(categories).set({ slug: 'pintor-de-obra' }).where(eq(categories.slug, 'pintor'));
    expect(await stale()).toEqual([]);
    expect(await slugsOf(id)).toEqual([
      ANY_SERVICE,
      'pintor-de-obra',
      'pintor-de-obra+plomero',
      'plomero',
      'plomero+pintor-de-obra',
    ]);
  });

  it('goes with the professional', async () => {
    const { id } = await professional();
    await db().delete(professionals).where(eq(professionals.id, id));
    expect(await db().select().from(listings).where(eq(listings.professionalId, id))).toEqual([]);
    expect(await stale()).toEqual([]);
  });
});
