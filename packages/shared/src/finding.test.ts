import { describe, expect, it } from 'vitest';
import { FIXED_CATEGORIES } from './constants.ts';
import {
  formatAvailability,
  formatRate,
  fromBits,
  planSearch,
  searchTerms,
  TIME_SLOTS,
  toBits,
  WEEK_DAYS,
  wordSimilarity,
} from './finding.ts';

const categories = FIXED_CATEGORIES.map(({ slug, label }) => ({ slug, label }));
const places = ['San Miguel de Tucumán', 'Yerba Buena', 'Tafí Viejo', 'Concepción', 'Lules'];
const plan = (q: string) => planSearch(q, categories, places);

describe('a search, understood', () => {
  it.each([
    ['electrisista', ['electricista']],
    ['ELECTRICISTA', ['electricista']],
    ['plomro', ['plomero']],
    ['plomero', ['plomero']],
    ['gas', ['gasista']],
    ['mucama', ['limpieza-domestica']],
    ['babysitter', ['ninera']],
    ['niñera', ['ninera']],
    ['acompañante', ['cuidado-de-persona']],
    ['albañil', ['albanil']],
    ['elec', ['electricista']],
  ])('%j names the service %j', (q, slugs) => {
    expect(plan(q)).toEqual({ services: [slugs], places: [], text: [] });
  });

  it('finds localities by their words, accents and case aside, and leaves the rest as text', () => {
    expect(plan('Pintor en tafi viejo')).toEqual({
      services: [['pintor']],
      places: ['Tafí Viejo'],
      text: [],
    });
    expect(plan('san miguel de tucuman gonzalez')).toEqual({
      services: [],
      places: ['San Miguel de Tucumán'],
      text: ['gonzalez'],
    });
    expect(plan('Núñez')).toEqual({ services: [], places: [], text: ['nunez'] });
  });

  it('keeps signs, emoji and SQL out of the words', () => {
    expect(searchTerms(`%_'"; drop table x; -- 🔧`)).toEqual(['drop', 'table']);
    expect(searchTerms('%')).toEqual([]);
    expect(searchTerms('a'.repeat(200))).toEqual(['a'.repeat(200)]);
  });

  it('measures word similarity as pg_trgm does', () => {
    expect(wordSimilarity('plomero', 'plomero')).toBe(1);
    expect(wordSimilarity('electrisista', 'electricista')).toBeCloseTo(10 / 16);
  });
});

describe('rate and availability as people read them', () => {
  it('formats a rate in pesos, es-AR', () => {
    expect(formatRate({ monto: 4000, unidad: 'hora' })).toBe('Desde $ 4.000 la hora');
    expect(formatRate({ monto: 35000, unidad: 'jornada' })).toBe('Desde $ 35.000 la jornada');
    expect(formatRate({ monto: null, unidad: 'convenir' })).toBe('A convenir');
    expect(formatRate(undefined)).toBeNull();
  });

  it('formats days in runs and the slots', () => {
    const days = (list: string) => list.split(' ') as (typeof WEEK_DAYS)[number][];
    expect(formatAvailability({ dias: days('lun mar mie jue vie'), franjas: ['manana', 'tarde'] })).toBe(
      'Lun a Vie · mañana y tarde',
    );
    expect(formatAvailability({ dias: days('lun mie vie'), franjas: [] })).toBe('Lun, Mié y Vie');
    expect(formatAvailability({ dias: days('sab dom'), franjas: ['noche'] })).toBe('Sáb y Dom · noche');
    expect(formatAvailability({ dias: [], franjas: [] })).toBeNull();
    expect(formatAvailability(undefined)).toBeNull();
  });

  it('stores days and slots as bits and reads them back', () => {
    expect(toBits(WEEK_DAYS, ['lun', 'dom'])).toBe(65);
    expect(fromBits(WEEK_DAYS, 65)).toEqual(['lun', 'dom']);
    expect(fromBits(TIME_SLOTS, toBits(TIME_SLOTS, ['tarde']))).toEqual(['tarde']);
  });
});
