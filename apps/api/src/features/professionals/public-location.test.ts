import { PUBLIC_COORDINATE_DECIMALS } from '@servihogar/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';

// Finding 8 of the hardening review: public answers gave a professional's position to 6 decimals
// (a home address). They now give about 100 m; the nearby ordering still uses the exact position.

const HOME = { latitude: -26.824137, longitude: -65.222648 };
const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

describe('published positions of professionals', () => {
  const t = testAppOfSuite({ now: () => NOW });
  let near: { id: string };
  let owner: Awaited<ReturnType<typeof createAccount>>;

  beforeAll(async () => {
    owner = await createAccount(t().db, { roles: ['Prestador'] });
    // 20 m and 60 m north of the same point: the same ~100 m square once rounded.
    near = await insertProfessional(t().db, {
      now: NOW,
      nombre: 'Veinte',
      accountId: owner.id,
      email: owner.email,
      latitude: HOME.latitude + 0.00018,
      longitude: HOME.longitude,
    });
    await insertProfessional(t().db, {
      now: NOW,
      nombre: 'Sesenta',
      latitude: HOME.latitude + 0.00054,
      longitude: HOME.longitude,
    });
  });

  const coordinatesIn = (body: string) =>
    [...body.matchAll(/"coordinates":\[(-?[\d.]+),(-?[\d.]+)\]/g)].flatMap((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);

  it('rounds the coordinates of every public answer to about 100 m', async () => {
    for (const url of [
      `/professionals/${near.id}`,
      '/professionals',
      `/professionals/nearby?latitude=${HOME.latitude}&longitude=${HOME.longitude}`,
    ]) {
      const res = await t().app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const coordinates = coordinatesIn(res.body);
      expect(coordinates.length, url).toBeGreaterThan(0);
      for (const c of coordinates)
        expect(decimals(c), `${url} ${c}`).toBeLessThanOrEqual(PUBLIC_COORDINATE_DECIMALS);
    }
    const one = (await t().app.inject({ url: `/professionals/${near.id}` })).json();
    expect(one.location.coordinates).toEqual([-65.223, -26.824]);
  });

  it('orders nearby by the exact positions, with distances to 0.1 km', async () => {
    const res = await t().app.inject({
      url: `/professionals/nearby?latitude=${HOME.latitude}&longitude=${HOME.longitude}`,
    });
    const list = res.json().professionals as { nombre: string; distanciaKm: number }[];
    expect(list.map((p) => p.nombre)).toEqual(['Veinte', 'Sesenta']);
    expect(list.map((p) => p.distanciaKm)).toEqual([0, 0.1]);
  });

  it('gives the owner the exact position in the edit form', async () => {
    const session = await signIn(t().app, owner);
    const res = await t().app.inject({ url: `/professionals/edit/${near.id}`, headers: session.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().location.coordinates[1]).toBeCloseTo(HOME.latitude + 0.00018, 6);
  });
});
