import { DAY_MS } from '@servihogar/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';

describe('GET /professionals/admin', () => {
  const t = testAppOfSuite({ now: () => NOW });
  let admin: SignedIn;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    admin = await signInAs(t(), 'Admin');
    const people = [
      { key: 'maria', nombre: 'María José', apellido: 'Núñez', dni: '30111222', email: 'mjn@example.com' },
      { key: 'angel', nombre: 'ÁNGEL', apellido: 'Peña', dni: '28999000', email: 'angel.pena@example.com' },
      { key: 'marcos', nombre: 'Marcos', apellido: 'Ríos', dni: '35123456', email: 'marcos@correo.com' },
      { key: 'under', nombre: 'Ana_100%', apellido: 'Sosa', dni: '40000001', email: 'ana@example.com' },
    ];
    for (const [i, { key, ...p }] of people.entries()) {
      const row = await insertProfessional(t().db, {
        now: NOW,
        state: 'trial',
        createdAt: new Date(NOW.getTime() - (10 - i) * DAY_MS),
        ...p,
      });
      ids[key] = row.id;
    }
  });

  const search = async (term?: string) => {
    const url =
      term === undefined ? '/professionals/admin' : `/professionals/admin?search=${encodeURIComponent(term)}`;
    const res = await t().app.inject({ url, headers: admin.auth });
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

  it('pages on the server with the search applied there: total over every page (issue 29)', async () => {
    const page = async (query: string) => {
      const res = await t().app.inject({ url: `/professionals/admin?${query}`, headers: admin.auth });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        professionals: { _id: string }[];
        total: number;
        page: number;
        pageSize: number;
      };
    };
    const first = await page('pageSize=3');
    expect(first.professionals.map((p) => p._id)).toEqual([ids.under, ids.marcos, ids.angel]);
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    const second = await page('pageSize=3&page=2');
    expect(second.professionals.map((p) => p._id)).toEqual([ids.maria]);
    const searched = await page('search=mar&pageSize=1&page=2');
    expect(searched).toMatchObject({ total: 2, page: 2, professionals: [{ _id: ids.maria }] });
    // By default a page of 25, not the whole table.
    expect((await page('')).pageSize).toBe(25);
    for (const bad of ['page=0', 'pageSize=201', 'page=x']) {
      const res = await t().app.inject({ url: `/professionals/admin?${bad}`, headers: admin.auth });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('refuses a search longer than 100 characters', async () => {
    const res = await t().app.inject({
      url: `/professionals/admin?search=${'a'.repeat(101)}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(400);
  });
});
