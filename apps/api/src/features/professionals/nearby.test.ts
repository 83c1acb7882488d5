import { NEARBY_MAX } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { explain } from '../../../test/explain.ts';
import { insertProfessional, type LifecycleState } from '../../../test/factories.ts';
import { coarse } from '../../db/public-professional.ts';
import { nearbyQuery } from './nearby.service.ts';

// A point in San Miguel de Tucumán, and the professionals placed due north of it.
const HERE = { latitude: -26.8241, longitude: -65.2226 };
// earthdistance's sphere (6378.168 km): how many degrees of latitude one km is.
const DEG_PER_KM = 180 / (Math.PI * 6378.168);
const north = (km: number) => ({ latitude: HERE.latitude + km * DEG_PER_KM, longitude: HERE.longitude });

type Nearby = { _id: string; nombre: string; distanciaKm: number };

describe('GET /professionals/nearby', () => {
  const t = testAppOfSuite({ now: () => NOW });
  const nearby = async (query: string) => {
    const res = await t().app.inject({ method: 'GET', url: `/professionals/nearby${query}` });
    return { res, professionals: (res.json().professionals ?? []) as Nearby[] };
  };
  const at = (point: { latitude: number; longitude: number }) =>
    nearby(`?longitude=${point.longitude}&latitude=${point.latitude}`);

  beforeAll(async () => {
    const place = (nombre: string, km: number, state: LifecycleState = 'trial') =>
      insertProfessional(t().db, { now: NOW, state, nombre, ...north(km) });
    await place('Cerca', 1);
    await place('Medio', 10, 'paid');
    await place('Borde', 24.5);
    await place('Afuera', 25.5);
    await place('Lejos', 30);
    for (const state of [
      'pending',
      'trialExpired',
      'freeSuspended',
      'overdue',
      'paidButSuspended',
    ] as const) {
      await place(`Oculto-${state}`, 0.5, state);
    }
    await insertProfessional(t().db, { now: NOW, nombre: 'SinUbicacion', latitude: null, longitude: null });
  });

  it('lists listed professionals within 25 km, nearest first, with the distance in km', async () => {
    const { res, professionals } = await at(HERE);
    expect(res.statusCode).toBe(200);
    expect(professionals.map((p) => p.nombre)).toEqual(['Cerca', 'Medio', 'Borde']);
    expect(professionals.map((p) => p.distanciaKm)).toEqual([1, 10, 24.5]);
  });

  it('answers public fields only: no phone, e-mail, dni or age', async () => {
    const { res, professionals } = await at(HERE);
    expect(Object.keys(professionals[0]!)).not.toEqual(
      expect.arrayContaining(['email', 'numeroContacto', 'dni', 'edad']),
    );
    expect(res.body).not.toMatch(/numeroContacto|email|dni|edad|@example\.com|\+54 9/);
    expect(professionals[0]).toMatchObject({
      location: { coordinates: [coarse(HERE.longitude), expect.any(Number)] },
    });
  });

  it('finds the professional 30 km away only from nearer points', async () => {
    // From 30 km north: Lejos 0, Afuera 4.5, Borde 5.5, Medio 20 km; Cerca (29 km) is out.
    const { professionals } = await at(north(30));
    expect(professionals.map((p) => p.nombre)).toEqual(['Lejos', 'Afuera', 'Borde', 'Medio']);
    expect(professionals.map((p) => p.distanciaKm)).toEqual([0, 4.5, 5.5, 20]);
    expect((await at(north(-5))).professionals.map((p) => p.nombre)).toEqual(['Cerca', 'Medio']);
    expect((await at({ latitude: -34.6, longitude: -58.4 })).professionals).toEqual([]);
  });

  it(`answers at most ${NEARBY_MAX}, the nearest ones`, async () => {
    const far = { latitude: -27.5, longitude: -65.6 };
    for (let i = 0; i < NEARBY_MAX + 5; i++) {
      await insertProfessional(t().db, {
        now: NOW,
        nombre: `Masivo${String(i).padStart(2, '0')}`,
        latitude: far.latitude + (i + 1) * 0.01,
        longitude: far.longitude,
      });
    }
    const { professionals } = await at(far);
    expect(professionals).toHaveLength(NEARBY_MAX);
    expect(professionals.map((p) => p.nombre)).toEqual(
      Array.from({ length: NEARBY_MAX }, (_, i) => `Masivo${String(i).padStart(2, '0')}`),
    );
    const distances = professionals.map((p) => p.distanciaKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it.each([
    ['', 'both missing'],
    ['?longitude=-65.2', 'latitude missing'],
    ['?longitude=&latitude=', 'empty'],
    ['?longitude=abc&latitude=-26.8', 'not a number'],
    ['?longitude=-65.2&latitude=91', 'latitude out of range'],
    ['?longitude=181&latitude=-26.8', 'longitude out of range'],
    ['?longitude=Infinity&latitude=-26.8', 'infinite'],
    ['?longitude=1&longitude=2&latitude=-26.8', 'repeated'],
  ])('answers 400 with a Spanish message for %s (%s)', async (query) => {
    const { res } = await nearby(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: msg.nearby.invalidCoordinates });
    expect(Object.values(res.json().fields)).toEqual(expect.arrayContaining([msg.nearby.invalidCoordinates]));
  });

  it('is not taken for a professional id', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/professionals/nearby' });
    expect(res.json().message).not.toBe(msg.api.invalidId);
  });

  it('walks the GiST index in <-> order (KNN): no sort, no bitmap scan', async () => {
    const plan = await explain(t().db, nearbyQuery(t().db, HERE, NOW));
    expect(plan).toMatch(/Index Scan using professionals_earth_idx on professionals/);
    expect(plan).toMatch(/Order By: \(.*ll_to_earth\(latitude, longitude\).* <-> /);
    expect(plan).toMatch(/Limit/);
    // The services' sub-plan sorts each kept row's few services: the walk itself sorts nothing.
    const [walk, services] = plan.split('SubPlan');
    expect(walk).not.toMatch(/\bSort\b|Bitmap/);
    expect(services).toMatch(/professional_services/);
  });
});
