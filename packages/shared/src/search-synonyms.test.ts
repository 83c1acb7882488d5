import { describe, expect, it } from 'vitest';
import { FIXED_CATEGORIES } from './constants.ts';
import { planSearch } from './finding.ts';
import { SEARCH_SYNONYMS_BY_SERVICE } from './search-synonyms.ts';

// Issue 44 item 1: how people in Tucumán ask, each entry naming its service in the search's plan.

const categories = FIXED_CATEGORIES.map(({ slug, label }) => ({ slug, label }));
const places = ['San Miguel de Tucumán', 'Yerba Buena', 'Tafí Viejo'];
const plan = (q: string) => planSearch(q, categories, places);
const entries = Object.entries(SEARCH_SYNONYMS_BY_SERVICE).flatMap(([slug, texts]) =>
  texts.map((text) => [text, slug] as const),
);

describe('the words people use for a service', () => {
  it('lists only the fixed services', () => {
    const slugs = categories.map((c) => c.slug);
    for (const slug of Object.keys(SEARCH_SYNONYMS_BY_SERVICE)) expect(slugs).toContain(slug);
  });

  it.each(entries)('%j names the service %j, as typed and in capitals without accents', (text, slug) => {
    expect(plan(text)).toEqual({ services: [[slug]], places: [], text: [] });
    const shouted = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    expect(plan(shouted).services).toEqual([[slug]]);
  });

  it('reads a phrase before its words, and leaves the rest to the documents and places', () => {
    expect(plan('cuidadora de niños')).toEqual({ services: [['ninera']], places: [], text: [] });
    expect(plan('cuidadora')).toEqual({ services: [['cuidado-de-persona']], places: [], text: [] });
    expect(plan('cuidador de casa en Yerba Buena')).toEqual({
      services: [['casero']],
      places: ['Yerba Buena'],
      text: [],
    });
    expect(plan('señora de limpieza responsable')).toEqual({
      services: [['limpieza-domestica']],
      places: [],
      text: ['responsable'],
    });
  });

  it('tolerates a typo in a one-word entry, never a name far from one', () => {
    expect(plan('paseaperro').services).toEqual([['paseador-de-perros']]);
    expect(plan('fontanera').services).toEqual([['plomero']]);
    expect(plan('Nancy')).toEqual({ services: [], places: [], text: ['nancy'] });
  });
});
