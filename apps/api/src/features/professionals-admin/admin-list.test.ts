import { DAY_MS } from '@servihogar/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');

describe('GET /professionals/admin', () => {
  let t: TestApp;
  let admin: SignedIn;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({ now: () => NOW });
    admin = await signIn(t.app, await createAccount(t.db, { roles: ['Admin'] }));
    const people = [
      { key: 'maria', nombre: 'María José', apellido: 'Núñez', dni: '30111222', email: 'mjn@example.com' },
      { key: 'angel', nombre: 'ÁNGEL', apellido: 'Peña', dni: '28999000', email: 'angel.pena@example.com' },
      { key: 'marcos', nombre: 'Marcos', apellido: 'Ríos', dni: '35123456', email: 'marcos@correo.com' },
      { key: 'under', nombre: 'Ana_100%', apellido: 'Sosa', dni: '40000001', email: 'ana@example.com' },
    ];
    for (const [i, { key, ...p }] of people.entries()) {
      const row = await insertProfessional(t.db, {
        now: NOW,
        state: 'trial',
        createdAt: new Date(NOW.getTime() - (10 - i) * DAY_MS),
        ...p,
      });
      ids[key] = row.id;
    }
  });
  afterAll(() => t?.close());

  const search = async (term?: string) => {
    const url =
      term === undefined ? '/professionals/admin' : `/professionals/admin?search=${encodeURIComponent(term)}`;
    const res = await t.app.inject({ url, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    return res.json().professionals as { _id: string; [k: string]: unknown }[];
  };
  const found = async (term: string) => (await search(term)).map((p) => p._id).sort();

  it('lists everyone newest first with the lifecycle at the server clock', async () => {
    const all = await search();
    expect(all.map((p) => p._id)).toEqual([ids.under, ids.marcos, ids.angel, ids.maria]);
    expect(all.find((p) => p._id === ids.maria)).toEqual({
      _id: ids.maria,
      nombre: 'María José',
      apellido: 'Núñez',
      dni: '30111222',
      email: 'mjn@example.com',
      numeroContacto: expect.any(String),
      foto: null,
      createdAt: new Date(NOW.getTime() - 10 * DAY_MS).toISOString(),
      altaUsuario: true,
      free: true,
      cuotaVencida: false,
      trialEndsAt: new Date(NOW.getTime() + 5 * DAY_MS).toISOString(),
      paidUntil: null,
      ultimoPago: null,
      listed: true,
    });
  });

  it('finds names ignoring case and accents, both ways', async () => {
    expect(await found('maria')).toEqual([ids.maria]);
    expect(await found('MARÍA')).toEqual([ids.maria]);
    expect(await found('nunez')).toEqual([ids.maria]);
    expect(await found('maría josé núñez')).toEqual([ids.maria]);
    expect(await found('nunez maria')).toEqual([ids.maria]);
    expect(await found('angel')).toEqual([ids.angel]);
    expect(await found('Peña')).toEqual([ids.angel]);
    expect(await found('pena')).toEqual([ids.angel]);
    expect(await found('mar')).toEqual([ids.maria, ids.marcos].sort());
  });

  it('finds by dni and e-mail; LIKE wildcards are literal', async () => {
    expect(await found('3512')).toEqual([ids.marcos]);
    expect(await found('CORREO.COM')).toEqual([ids.marcos]);
    expect(await found('%')).toEqual([ids.under]);
    expect(await found('_')).toEqual([ids.under]);
    expect(await found('nadie')).toEqual([]);
  });

  it('refuses a search longer than 100 characters', async () => {
    const res = await t.app.inject({
      url: `/professionals/admin?search=${'a'.repeat(101)}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(400);
  });
});
