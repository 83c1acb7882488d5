import { FIXED_CATEGORIES } from '@servihogar/shared/constants';
import { SEARCH_SYNONYMS_BY_SERVICE } from '@servihogar/shared/search-synonyms';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';

// Issue 44 item 1: the words people in Tucumán use find their service, and the search box and the
// results page agree: every professional the box suggests is on the results page, through HTTP.

type Suggested = { tipo: 'servicio' | 'profesional'; slug: string | null; id?: string };

const entries = Object.entries(SEARCH_SYNONYMS_BY_SERVICE).flatMap(([slug, texts]) =>
  texts.map((text) => [text, slug] as const),
);

describe('the words people use, in the box and on the results page', () => {
  const t = testAppOfSuite({ now: () => NOW });
  /** One professional per fixed service (the service's slug to their id). */
  const offering = new Map<string, string>();
  beforeAll(async () => {
    for (const [i, { slug }] of FIXED_CATEGORIES.entries()) {
      const row = await insertProfessional(t().db, {
        now: NOW,
        nombre: `Persona${i}`,
        apellido: i === 0 ? 'Gómez' : `Apellido${i}`,
        calificacion: 4,
        services: [slug],
      });
      offering.set(slug, row.id);
    }
  });
  const get = async <T>(url: string, q: string) => {
    const res = await t().app.inject({ url: `${url}?${new URLSearchParams({ q })}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it.each(entries)('%j finds the %s and the box suggests only what the page shows', async (q, slug) => {
    const { sugerencias } = await get<{ sugerencias: Suggested[] }>('/professionals/sugerencias', q);
    const { professionals } = await get<{ professionals: { _id: string }[] }>('/professionals', q);
    const shown = professionals.map((p) => p._id);
    expect(shown).toEqual([offering.get(slug)]);
    expect(sugerencias).toContainEqual(expect.objectContaining({ tipo: 'servicio', slug }));
    const people = sugerencias.filter((s) => s.tipo === 'profesional').map((s) => s.id);
    if (q.length >= 3) expect(people).toEqual(shown);
    else expect(people).toEqual([]);
  });

  it.each(['paseaperro', 'Gómez', 'gomes'])('agrees on %j (a typo, a name, a name misspelt)', async (q) => {
    const { sugerencias } = await get<{ sugerencias: Suggested[] }>('/professionals/sugerencias', q);
    const { professionals } = await get<{ professionals: { _id: string }[] }>('/professionals', q);
    const people = sugerencias.filter((s) => s.tipo === 'profesional').map((s) => s.id);
    expect(people.length).toBeGreaterThan(0);
    expect(professionals.map((p) => p._id)).toEqual(expect.arrayContaining(people));
  });
});
