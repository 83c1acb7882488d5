import { DAY_MS } from '@servihogar/shared/constants';
import { toBits, WEEK_DAYS } from '@servihogar/shared/finding';
import * as msg from '@servihogar/shared/messages';
import { professionalsListQuerySchema } from '@servihogar/shared/professionals';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { explain } from '../../../test/explain.ts';
import { insertProfessional, type ProfessionalFactoryInput } from '../../../test/factories.ts';
import { listedNames, pageReader } from '../../../test/page-reader.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { listingQuery } from './listing-query.sql.ts';
import { nearWords, searchOf, textCondition } from './words.sql.ts';

// Issue 27: filters and search on GET /professionals, through HTTP.

const YERBA_BUENA = { latitude: -26.8167, longitude: -65.3167 };
const TAFI_VIEJO = { latitude: -26.7322, longitude: -65.2592 };

type Listed = {
  _id: string;
  nombre: string;
  distanciaKm?: number;
  servicio: { tipo: string; tarifa?: unknown }[];
  disponibilidad?: unknown;
};
type ListBody = {
  professionals: Listed[];
  total?: number;
  next?: string | null;
  localidadesCercanas?: { ciudad: string; distanciaKm: number | null }[];
};

describe('finding professionals (filters and search)', () => {
  const t = testAppOfSuite({ now: () => NOW });
  const list = pageReader<ListBody>(() => t().app, '/professionals');
  const names = listedNames(() => t().app);
  /** Every page of a list, by its cursors, in order. */
  const everyPage = async (base: Record<string, string>) => {
    const seen: Listed[] = [];
    let cursor: string | null | undefined;
    do {
      const body = await list(cursor ? { ...base, cursor } : base);
      seen.push(...body.professionals);
      cursor = body.next;
    } while (cursor);
    return seen;
  };
  /** The page's plan on a large table (see `explain`). */
  const planOf = async (input: Record<string, string>) => {
    const query = professionalsListQuerySchema.parse(input);
    const search = await searchOf(t().db, query.q, NOW);
    return explain(t().db, listingQuery(t().db, query, NOW, search), { walks: true });
  };
  const problem = async (query: Record<string, string>) => {
    const res = await t().app.inject({ url: `/professionals?${new URLSearchParams(query)}` });
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ message: string; fields?: Record<string, string> }>();
  };

  beforeAll(async () => {
    const professionalsOf: ProfessionalFactoryInput[] = [
      {
        nombre: 'Ana',
        apellido: 'Núñez',
        ciudad: 'Yerba Buena',
        ...YERBA_BUENA,
        calificacion: 4.5,
        identityVerified: true,
        availableDays: toBits(WEEK_DAYS, ['lun', 'mar', 'mie', 'jue', 'vie']),
        availableSlots: 3,
        services: [
          {
            categorySlug: 'cuidado-de-persona',
            personasMayores: true,
            descripcion: 'Acompañamiento nocturno en sanatorios',
            rateAmount: 4000,
            rateUnit: 'hora',
          },
        ],
      },
      {
        nombre: 'Beatriz',
        apellido: 'Paz',
        ciudad: 'Yerba Buena',
        ...YERBA_BUENA,
        calificacion: 3,
        availableDays: toBits(WEEK_DAYS, ['sab', 'dom']),
        services: [
          { categorySlug: 'cuidado-de-persona', personasEnfermas: true, rateAmount: 3000, rateUnit: 'hora' },
        ],
      },
      {
        nombre: 'Carla',
        apellido: 'Ruiz',
        ciudad: 'Tafí Viejo',
        ...TAFI_VIEJO,
        calificacion: 5,
        services: [{ categorySlug: 'cuidado-de-persona', personasMayores: true, rateUnit: 'convenir' }],
      },
      { nombre: 'Diego', apellido: 'Electra', ciudad: 'San Miguel de Tucumán', services: ['electricista'] },
      {
        nombre: 'Esteban',
        apellido: 'Caño',
        ciudad: 'Yerba Buena',
        ...YERBA_BUENA,
        services: [{ categorySlug: 'plomero', descripcion: 'Destapaciones y pérdidas' }],
      },
      { nombre: 'Fabián', apellido: 'Gómez', services: ['gasista'] },
      { nombre: 'Gisela', apellido: 'Sosa', services: ['limpieza-domestica'] },
      { nombre: 'Hilda', apellido: 'Ninera', services: ['ninera'] },
    ];
    for (const professional of professionalsOf)
      await insertProfessional(t().db, { now: NOW, ...professional });
    // Not listed (trial over): never found, whatever matches.
    await insertProfessional(t().db, {
      now: new Date(NOW.getTime() - 30 * DAY_MS),
      state: 'trial',
      nombre: 'Ignacio',
      apellido: 'Vencido',
      ciudad: 'Yerba Buena',
      services: ['cuidado-de-persona'],
    });
  });

  const care = { servicio: 'cuidado-de-persona' };

  it('filters by city, ignoring case and accents, and counts the matches', async () => {
    const body = await list({ ...care, ciudad: 'yerba buena' });
    expect(body.professionals.map((p) => p.nombre).sort()).toEqual(['Ana', 'Beatriz']);
    expect(body.total).toBe(2);
    expect(await names({ ...care, ciudad: 'TAFI VIEJO' })).toEqual(['Carla']);
  });

  it('filters by verified, 4 stars or more, the category options and a day', async () => {
    expect(await names({ ...care, verificados: 'true' })).toEqual(['Ana']);
    expect(await names({ ...care, calificacionMin: '4' })).toEqual(['Ana', 'Carla']);
    expect(await names({ ...care, opciones: 'personasMayores' })).toEqual(['Ana', 'Carla']);
    expect(await names({ ...care, opciones: 'personasMayores,personasEnfermas' })).toEqual([]);
    expect(await names({ ...care, dia: 'sab' })).toEqual(['Beatriz']);
    expect(await names({ ...care, dia: 'mie', ciudad: 'Yerba Buena', calificacionMin: '4' })).toEqual([
      'Ana',
    ]);
  });

  it("filters by 'Trabajo registrado' (issue 32), alone and with the other filters", async () => {
    await t()
      .db.update(professionals)
      .set({ trabajoRegistrado: true })
      .where(eq(professionals.nombre, 'Beatriz'));
    try {
      expect(await names({ ...care, trabajoRegistrado: 'true' })).toEqual(['Beatriz']);
      expect(await names({ ...care, trabajoRegistrado: 'false' })).toEqual(['Ana', 'Beatriz', 'Carla']);
      expect(await names({ ...care, trabajoRegistrado: 'true', verificados: 'true' })).toEqual([]);
      expect((await list({ ...care, trabajoRegistrado: 'true' })).total).toBe(1);
    } finally {
      await t()
        .db.update(professionals)
        .set({ trabajoRegistrado: false })
        .where(eq(professionals.nombre, 'Beatriz'));
    }
  });

  it('sorts by distance with each card’s distance, and by rate (none given last)', async () => {
    const near = await list({ ...care, sort: 'cercania', latitude: '-26.73', longitude: '-65.26' });
    // Ana and Beatriz share a point: either may come second.
    expect(near.professionals.map((p) => p.nombre)).toEqual([
      'Carla',
      expect.any(String),
      expect.any(String),
    ]);
    expect(near.professionals[0]!.distanciaKm).toBeLessThan(1);
    expect(near.professionals[1]!.distanciaKm).toBeGreaterThan(5);
    const cheap = await list({ ...care, sort: 'tarifa' });
    expect(cheap.professionals.map((p) => p.nombre)).toEqual(['Beatriz', 'Ana', 'Carla']);
  });

  it('pages by cursor through the distance and rate sorts', async () => {
    for (const sort of ['cercania', 'tarifa']) {
      const seen = (
        await everyPage({ ...care, sort, latitude: '-26.73', longitude: '-65.26', limit: '1' })
      ).map((p) => p.nombre);
      expect(seen, sort).toHaveLength(3);
      expect(new Set(seen).size).toBe(3);
    }
  });

  it('pages one by one through professionals at one point, in the order of their ids', async () => {
    // Five carpenters at one point, the greatest id first: a page's nearest walk must bring every
    // row as near as its last one (decision 0043), or the id's tie-break would skip some.
    const ids = [5, 4, 3, 2, 1].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    for (const id of ids)
      await insertProfessional(t().db, { now: NOW, id, ...TAFI_VIEJO, services: ['carpintero'] });
    const base = {
      servicio: 'carpintero',
      sort: 'cercania',
      latitude: '-26.8',
      longitude: '-65.2',
      limit: '1',
    };
    expect((await everyPage(base)).map((p) => p._id)).toEqual([...ids].reverse());
  });

  it('shows the rate and the availability given, and nothing for those who gave none', async () => {
    const [ana] = (await list({ ...care, ciudad: 'Yerba Buena', calificacionMin: '4' })).professionals;
    expect(ana!.servicio[0]!.tarifa).toEqual({ monto: 4000, unidad: 'hora' });
    expect(ana!.disponibilidad).toEqual({
      dias: ['lun', 'mar', 'mie', 'jue', 'vie'],
      franjas: ['manana', 'tarde'],
    });
    const [diego] = (await list({ servicio: 'electricista' })).professionals;
    expect(diego!.servicio[0]).not.toHaveProperty('tarifa');
    expect(diego).not.toHaveProperty('disponibilidad');
  });

  it('offers the nearest cities that have the service when a city finds no one', async () => {
    const body = await list({ ...care, ciudad: 'Lules', ...{ latitude: '-26.93', longitude: '-65.34' } });
    expect(body.professionals).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.localidadesCercanas?.map((l) => l.ciudad)).toEqual(['Yerba Buena', 'Tafí Viejo']);
    const counted = await list({ ...care, ciudad: 'Lules' });
    expect(counted.localidadesCercanas).toEqual([
      { ciudad: 'Yerba Buena', distanciaKm: null },
      { ciudad: 'Tafí Viejo', distanciaKm: null },
    ]);
  });

  it.each([
    ['electrisista', ['Diego']],
    ['ELECTRICISTA', ['Diego']],
    ['plomero', ['Esteban']],
    ['plomeria', ['Esteban']],
    ['gas', ['Fabián']],
    ['mucama', ['Gisela']],
    ['empleada doméstica', ['Gisela']],
    ['babysitter', ['Hilda']],
    ['niñera', ['Hilda']],
    ['acompañante', ['Ana', 'Beatriz', 'Carla']],
    ['nunez', ['Ana']],
    ['Ana Núñez', ['Ana']],
    ['sanatorios', ['Ana']],
    ['destapaciones yerba', ['Esteban']],
    ['tafi', ['Carla']],
    ['vencido', []],
  ])('searches %j by name, service, synonym, city or description', async (q, expected) => {
    expect(await names({ q })).toEqual(expected);
  });

  it('searches within a category and with the filters', async () => {
    expect(await names({ ...care, q: 'yerba', calificacionMin: '4' })).toEqual(['Ana']);
  });

  it.each([
    ['200 characters', 'a'.repeat(200)],
    ['emoji', '🔧🚰'],
    ['a percent sign', '%'],
    ['an underscore', '_'],
    ['quotes', `'"\``],
    ['SQL', "'; drop table professionals; --"],
    ['a backslash', '\\'],
    ['LIKE patterns', 'plom%ro'],
  ])('searches %s as text, never as a pattern (200, no 500)', async (_, q) => {
    const body = await list({ q });
    expect(body.professionals.every((p) => typeof p._id === 'string')).toBe(true);
    if (!/[a-z]{3}/.test(q)) expect(body.professionals).toEqual([]);
  });

  it('finds a word on both sides of a percent sign, never everyone', async () => {
    expect(await names({ q: 'plom%ro' })).toEqual([]);
    expect(await names({ q: '%plomero%' })).toEqual(['Esteban']);
  });

  it.each([
    [{ q: 'a'.repeat(201) }, msg.finding.searchTooLong],
    [{ sort: 'barato' }, msg.finding.invalidSort],
    [{ sort: 'cercania' }, msg.finding.nearestNeedsPoint],
    [{ calificacionMin: '3' }, msg.finding.invalidRating],
    [{ opciones: 'piscina' }, msg.finding.invalidOption],
    [{ servicio: 'plomero', opciones: 'semanal' }, msg.finding.invalidOption],
    // Past 200 characters the option rules read the raw text: a 500 before (issue 41, item 9a).
    [{ opciones: 'semanal,'.repeat(26) }, msg.finding.optionsTooLong],
    [{ dia: 'lunes' }, msg.finding.invalidDay],
    [{ trabajoRegistrado: 'si' }, msg.api.invalidQuery],
    [{ ciudad: '' }, msg.finding.invalidLocality],
    [{ latitude: '-26.8' }, msg.nearby.invalidCoordinates],
    [{ latitude: '100', longitude: '0' }, msg.nearby.invalidCoordinates],
  ] as [Record<string, string>, string][])('answers 400 in Spanish for %j', async (query, message) => {
    const body = await problem(query);
    // The top message names the problem itself, not just "invalid query".
    expect(body.message).toBe(message);
  });

  it('keeps a search up to date when a category is renamed', async () => {
    await t()
      .db.update(categories)
      .set({ type: 'Electricista Matriculado' })
      .where(eq(categories.slug, 'electricista'));
    const [row] = await t()
      .db.select({ doc: professionals.searchDoc })
      .from(professionals)
      .where(eq(professionals.nombre, 'Diego'));
    expect(row!.doc).toContain('electricista matriculado');
    await t().db.update(categories).set({ type: 'Electricista' }).where(eq(categories.slug, 'electricista'));
  });

  it('answers a word as typed, and a typo by its near words, through the words index (EXPLAIN)', async () => {
    // The documents a search's words match (the set the page joins from).
    const matching = async (q: string) => {
      const search = (await searchOf(t().db, q, NOW))!;
      const documents = t().db.select({ id: professionals.id }).from(professionals);
      return explain(t().db, documents.where(textCondition(search.plan.text, search)));
    };
    expect(await matching('nunez')).toContain('professionals_search_words_idx');
    // A typo reads the vocabulary (decision 0044), never the documents' trigrams.
    const typo = await matching('nunes');
    expect(typo).toContain('professionals_search_words_idx');
    expect(typo).not.toContain('professionals_search_idx');
    expect(await planOf({ ciudad: 'Yerba Buena' })).toContain('listings_city_name_idx');
    // A service word (a typo here) is the category, as on the category page: no document read.
    const service = await planOf({ q: 'electrisista' });
    expect(service).toContain('listings_name_idx');
    expect(service).toContain("Index Cond: (category_slug = 'electricista'::text)");
    expect(service).not.toContain('search_doc');
  });

  it('matches a word found as typed exactly, and only a word found nowhere by its typos', async () => {
    // 'Nunes' is also a near typo of 'Núñez': once someone bears it, the search means that one.
    await insertProfessional(t().db, { now: NOW, nombre: 'Rosa', apellido: 'Nunes', services: ['plomero'] });
    expect(await names({ q: 'nunes' })).toEqual(['Rosa']);
    expect(await names({ q: 'nunez' })).toEqual(['Ana']);
    await t().db.delete(professionals).where(eq(professionals.apellido, 'Nunes'));
    expect(await names({ q: 'nunes' })).toEqual(['Ana']);
  });

  it('finds a typo’s words one edit away, then two edits away, by their deletes; only a farther typo by trigrams', async () => {
    const nearOf = async (typo: string) => (await searchOf(t().db, typo, NOW))!.near.get(typo);
    expect(await nearOf('nunes')).toContain('nunez'); // a letter changed
    expect(await nearOf('sanatorois')).toContain('sanatorios'); // two swapped
    expect(await nearOf('nocturo')).toContain('nocturno'); // one missing
    // No word one edit away: those two edits away (decision 0048), two letters more, or one
    // missing and one more.
    expect(await nearOf('nocturnoss')).toEqual(['nocturno']);
    expect(await nearOf('noturnoo')).toEqual(['nocturno']);
    expect(await names({ q: 'noturnoo' })).toEqual(['Ana']);
    // Not in a word of five letters or fewer: 'unezz' is two edits from 'nunez', and not near it.
    expect(await nearOf('unezz')).toEqual([]);
    // Two letters changed apart share no delete: the words within trigram similarity.
    expect(await nearOf('ecompanamientu')).toContain('acompanamiento');
    for (const typo of ['nunes', 'noturnoo']) {
      const plan = await explain(
        t().db,
        sql`(analyze, costs off, timing off) select ${nearWords(sql`${typo}::text`)}`,
      );
      expect(plan).toContain('search_words_deletes_idx');
      // The trigrams are not read once a word one or two edits away is found.
      expect(plan).toMatch(
        new RegExp(`\\(never executed\\)\\n\\s*(Filter|Recheck Cond): \\(\\w*\\.?word %> '${typo}'::text\\)`),
      );
    }
  });

  it('finds who offers two services from their pair rows, with the first one’s options (EXPLAIN)', async () => {
    const both = { now: NOW, apellido: 'Doble', ciudad: 'Yerba Buena', ...YERBA_BUENA };
    await insertProfessional(t().db, { ...both, nombre: 'Lucas', services: ['plomero', 'gasista'] });
    await insertProfessional(t().db, {
      ...both,
      nombre: 'Julia',
      services: [
        { categorySlug: 'cuidado-de-persona', personasMayores: true },
        { categorySlug: 'limpieza-domestica', semanal: true },
      ],
    });
    expect(await names({ q: 'plomero gasista' })).toEqual(['Lucas']);
    expect(await names({ servicio: 'gasista', q: 'plomro' })).toEqual(['Lucas']);
    const onCare = { ...care, q: 'limpieza', opciones: 'personasMayores' };
    expect(await names({ ...onCare, sort: 'cercania', latitude: '-26.73', longitude: '-65.26' })).toEqual([
      'Julia',
    ]);
    expect(await names({ servicio: 'limpieza-domestica', q: 'cuidado', opciones: 'semanal' })).toEqual([
      'Julia',
    ]);
    expect(await names({ servicio: 'limpieza-domestica', q: 'cuidado', opciones: 'mensual' })).toEqual([]);
    const plan = await planOf({ q: 'plomero gasista' });
    expect(plan).toContain("category_slug = 'plomero+gasista'::text");
    expect(plan).not.toContain("category_slug = 'gasista'::text"); // no probe of each one's services
    const nearest = { sort: 'cercania', latitude: '-26.73', longitude: '-65.26' };
    expect(await planOf({ q: 'plomero gasista', ...nearest })).toContain('listings_pair_point_idx');
    await t().db.delete(professionals).where(eq(professionals.apellido, 'Doble'));
  });
});
