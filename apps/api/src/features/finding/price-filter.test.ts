import * as msg from '@servihogar/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';

// Issue 48 item 7: "Hasta $ …" per hour, visit or day on the category and search pages, checked on
// the listing rows (decision 0041) like every other filter.

describe('GET /professionals?tarifaMax=&tarifaPor=', () => {
  const t = testAppOfSuite({ now: () => NOW });
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const rated = (nombre: string, rateUnit: string | null, rateAmount: number | null) =>
      insertProfessional(t().db, {
        now: NOW,
        nombre,
        services: [{ categorySlug: 'electricista', rateUnit, rateAmount }],
      });
    ids.barata = (await rated('Barata', 'hora', 8000)).id;
    ids.justa = (await rated('Justa', 'hora', 10000)).id;
    ids.cara = (await rated('Cara', 'hora', 15000)).id;
    ids.visita = (await rated('Visita', 'visita', 5000)).id;
    ids.convenir = (await rated('Convenir', 'convenir', null)).id;
  });
  const list = (query: string) => t().app.inject({ url: `/professionals?servicio=electricista&${query}` });
  const names = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json()
      .professionals.map((p: { nombre: string }) => p.nombre)
      .sort();
  };

  it('keeps those whose rate in that unit is at most the amount, counted the same', async () => {
    expect(await names('tarifaMax=10000&tarifaPor=hora')).toEqual(['Barata', 'Justa']);
    expect(await names('tarifaMax=5000&tarifaPor=visita')).toEqual(['Visita']);
    expect(await names('tarifaMax=7999&tarifaPor=hora')).toEqual([]);
    expect((await list('tarifaMax=10000&tarifaPor=hora')).json().total).toBe(2);
    // With the lowest-rate sort, the cheapest first.
    const sorted = (await list('tarifaMax=20000&tarifaPor=hora&sort=tarifa')).json();
    expect(sorted.professionals.map((p: { nombre: string }) => p.nombre)).toEqual([
      'Barata',
      'Justa',
      'Cara',
    ]);
  });

  it.each([
    ['tarifaMax=mil&tarifaPor=hora', 'tarifaMax', msg.priceFilter.invalidMax],
    ['tarifaMax=0&tarifaPor=hora', 'tarifaMax', msg.priceFilter.invalidMax],
    ['tarifaMax=10.5&tarifaPor=hora', 'tarifaMax', msg.priceFilter.invalidMax],
    ['tarifaMax=1000&tarifaPor=convenir', 'tarifaPor', msg.priceFilter.invalidUnit],
    ['tarifaMax=1000', 'tarifaPor', msg.priceFilter.invalidUnit],
  ])('%s is a 400 in Spanish', async (query, field, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(message).toEqual(expect.any(String));
    expect(res.json().fields[field]).toBe(message);
  });
});
