import { gunzipSync } from 'node:zlib';
import { CITIES_MAX_ROWS } from '@servihogar/shared/constants';
import { cityListSchema, countryListSchema, provinceListSchema } from '@servihogar/shared/geo';
import * as msg from '@servihogar/shared/messages';
import { describe, expect, it } from 'vitest';
import { testAppOfSuite } from '../../../test/build-test-app.ts';
import { DEMO_CITIES } from '../../seed/demo-cities.ts';
import { GEO_CACHE_CONTROL } from './geo.routes.ts';

// The demo's localities (the towns of the province people live in) are all in the gazetteer.
const TUCUMAN_TOWNS = Object.values(DEMO_CITIES).map((city) => city.ciudad);
const byName = new Intl.Collator('es', { sensitivity: 'base' }).compare;

describe('geography', () => {
  const t = testAppOfSuite();

  const get = (url: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url, headers });

  it('lists the countries in Spanish, Argentina first and then alphabetically, cached for a day', async () => {
    const res = await get('/geo/countries');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(GEO_CACHE_CONTROL);
    const countries = countryListSchema.parse(res.json());
    expect(countries[0]).toEqual({ code: 'AR', name: 'Argentina' });
    expect(countries.length).toBeGreaterThan(240);
    const rest = countries.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(byName));
    expect(countries).toContainEqual({ code: 'US', name: 'Estados Unidos' });
    expect(countries).toContainEqual({ code: 'BR', name: 'Brasil' });
  });

  it('lists the provinces of a country by name, with Spanish accents', async () => {
    const res = await get('/geo/countries/AR/provinces');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(GEO_CACHE_CONTROL);
    const provinces = provinceListSchema.parse(res.json());
    expect(provinces).toHaveLength(24);
    expect(provinces).toContainEqual({ id: 'AR.24', name: 'Tucumán' });
    expect(provinces).toContainEqual({ id: 'AR.05', name: 'Córdoba' });
    expect(provinces.map((p) => p.name)).toEqual(provinces.map((p) => p.name).sort(byName));
    expect((await get('/geo/countries/ar/provinces')).json()).toEqual(provinces);
  });

  it('answers 404 in Spanish for an unknown country and 400 for a malformed code', async () => {
    const unknown = await get('/geo/countries/ZZ/provinces');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: msg.api.countryNotFound });
    expect(unknown.headers['cache-control']).toBeUndefined();
    for (const code of ['ARG', 'A', '12', 'A%20']) {
      const res = await get(`/geo/countries/${code}/provinces`);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: msg.api.invalidId });
    }
  });

  it('lists the towns of Tucumán by name with their coordinates', async () => {
    const res = await get('/geo/provinces/AR.24/cities');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(GEO_CACHE_CONTROL);
    const cities = cityListSchema.parse(res.json());
    const names = cities.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(TUCUMAN_TOWNS));
    expect(names).toEqual([...names].sort(byName));
    for (const city of cities) {
      expect(city.latitude, city.name).toBeGreaterThan(-28.1);
      expect(city.latitude, city.name).toBeLessThan(-26);
      expect(city.longitude, city.name).toBeGreaterThan(-66.3);
      expect(city.longitude, city.name).toBeLessThan(-64.4);
    }
    const capital = cities.find((c) => c.name === 'San Miguel de Tucumán')!;
    expect(capital.latitude).toBeCloseTo(-26.82, 1);
    expect(capital.longitude).toBeCloseTo(-65.22, 1);
  });

  it('filters cities ignoring case and accents: names starting with the term first, then containing it', async () => {
    const names = async (q: string) =>
      (await get(`/geo/provinces/AR.24/cities?q=${encodeURIComponent(q)}`))
        .json()
        .map((c: { name: string }) => c.name);
    expect(await names('TAFI')).toEqual(['Tafí del Valle', 'Tafí Viejo']);
    expect(await names('concepcion')).toEqual(['Concepción']);
    expect(await names('río')).toEqual(['Banda del Río Salí']);
    expect(await names('tucuman')).toEqual(['San Miguel de Tucumán']);
    expect(await names('b')).toEqual(['Banda del Río Salí', 'Bella Vista', 'Villa Burruyacú', 'Yerba Buena']);
    expect(await names('zzz')).toEqual([]);
    expect(await names('  ')).toHaveLength(17);
  });

  it(`returns at most ${CITIES_MAX_ROWS} cities`, async () => {
    const res = await get('/geo/provinces/AR.01/cities');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(CITIES_MAX_ROWS);
  });

  it('answers 404 for an unknown province and 400 for malformed ids or queries', async () => {
    const unknown = await get('/geo/provinces/AR.99/cities');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: msg.api.provinceNotFound });
    for (const id of ['AR24', 'AR.', 'ARG.24', '..%2F']) {
      expect((await get(`/geo/provinces/${id}/cities`)).statusCode, id).toBe(400);
    }
    const longQuery = await get(`/geo/provinces/AR.24/cities?q=${'a'.repeat(101)}`);
    expect(longQuery.statusCode).toBe(400);
    expect(longQuery.json()).toMatchObject({ code: 'VALIDATION', message: msg.api.invalidQuery });
  });

  it('compresses responses of 1 KB or more for clients that accept it', async () => {
    const res = await get('/geo/countries', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(4000);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))[0]).toEqual({
      code: 'AR',
      name: 'Argentina',
    });
    const small = await get('/geo/countries/AR/provinces', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
