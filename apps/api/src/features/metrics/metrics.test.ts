import { DAY_MS, type Role } from '@servihogar/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertAccount, insertAd, insertProfessional } from '../../../test/factories.ts';
import { complaints } from '../../db/tables/complaints.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { cachedBusinessMetrics } from './metrics.service.ts';

// Wednesday 2026-11-18 in Tucumán: its week starts on Monday 2026-11-16, its month is 2026-11.
const NOW = new Date('2026-11-18T18:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe("metrics: the admins' dashboard and the ads' figures", () => {
  let t: TestApp;
  let admin: SignedIn;
  let redactor: SignedIn;
  let prestador: SignedIn;
  let client: SignedIn;

  const get = (url: string, who: SignedIn | null) =>
    t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });

  beforeAll(async () => {
    // Computed on every request, so each test reads what it just wrote.
    t = await buildTestApp({ now: () => NOW, env: { METRICS_CACHE_MS: '0' } });
    // Accounts made long ago, so they are not this period's sign-ups.
    const signedInAs = async (role: Role) =>
      signIn(t.app, await createAccount(t.db, { roles: [role], createdAt: daysAgo(400) }));
    admin = await signedInAs('Admin');
    redactor = await signedInAs('Redactor');
    prestador = await signedInAs('Prestador');
    client = await signedInAs('Cliente');
  });
  afterAll(() => t?.close());

  it('answers empty figures over an empty marketplace', async () => {
    const res = await get('/metrics/business', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.signups).toHaveLength(12);
    expect(body.signups.every((w: { clientes: number }) => w.clientes === 0)).toBe(true);
    expect(body.demand).toEqual([]);
    expect(body.income).toEqual({ mes: '2026-11', pesos: 0, pagos: 0 });
    expect((await get('/metrics/ads', admin)).json()).toEqual({ ads: [] });
  });

  it('counts sign-ups per week, cohorts, supply, demand, subscriptions, income and complaints', async () => {
    await insertAccount(t.db, { roles: ['Cliente'], createdAt: NOW });
    await insertAccount(t.db, { roles: ['Cliente'], createdAt: daysAgo(7) });
    // A client that also became a professional counts as a professional.
    await insertAccount(t.db, { roles: ['Prestador', 'Cliente'], createdAt: NOW });
    const trial = await insertProfessional(t.db, { now: NOW, createdAt: NOW, ciudad: 'Yerba Buena' });
    const paid = await insertProfessional(t.db, {
      now: NOW,
      state: 'paid',
      createdAt: daysAgo(40),
      trialStartedAt: daysAgo(40),
      ultimoPago: daysAgo(35),
    });
    await insertProfessional(t.db, { now: NOW, state: 'pending', services: ['gasista'] });
    const clientAccount = await insertAccount(t.db, { roles: ['Cliente'] });
    await t.db.insert(solicitudes).values([
      {
        clientAccountId: clientAccount.id,
        professionalId: trial.id,
        categorySlug: 'plomero',
        createdAt: NOW,
      },
      {
        clientAccountId: clientAccount.id,
        professionalId: trial.id,
        categorySlug: 'plomero',
        createdAt: daysAgo(1),
      },
      {
        clientAccountId: clientAccount.id,
        professionalId: paid.id,
        categorySlug: 'plomero',
        createdAt: daysAgo(2),
      },
      // Older than 12 weeks: not counted.
      {
        clientAccountId: clientAccount.id,
        professionalId: paid.id,
        categorySlug: 'plomero',
        createdAt: daysAgo(100),
      },
    ]);
    const proof = {
      accountId: clientAccount.id,
      type: 'professional',
      paymentProofKey: 'private/x.png',
    } as const;
    await t.db.insert(subscriptions).values([
      { ...proof, plan: 'mensual', paymentStatus: 'confirmed', decidedAt: daysAgo(3) },
      { ...proof, plan: 'anual', paymentStatus: 'confirmed', decidedAt: daysAgo(2) },
      // Confirmed last month, refunded, pending, failed: not this month's income.
      { ...proof, plan: 'anual', paymentStatus: 'confirmed', decidedAt: daysAgo(30) },
      { ...proof, plan: 'anual', paymentStatus: 'confirmed', decidedAt: daysAgo(1), refundedAt: NOW },
      { ...proof, plan: 'mensual' },
      { ...proof, plan: 'mensual', paymentStatus: 'failed', decidedAt: daysAgo(1) },
    ]);
    const complaint = {
      titulo: 'T',
      descripcion: 'D',
      empresaComercio: 'E',
      categoria: 'C',
      denunciante: 'Anónimo',
      ciudad: 'Tafí Viejo',
    };
    await t.db.insert(complaints).values([
      { ...complaint, ticketId: 'DEN-2026-000001', criticidad: 'Alta' },
      { ...complaint, ticketId: 'DEN-2026-000002', criticidad: 'Alta' },
      { ...complaint, ticketId: 'DEN-2026-000003', estado: 'Resuelto' },
      { ...complaint, ticketId: 'DEN-2026-000004', deletedAt: NOW },
    ]);

    const body = (await get('/metrics/business', admin)).json();
    expect(body.signups.at(-1)).toEqual({ semana: '2026-11-16', clientes: 1, profesionales: 1 });
    expect(body.signups.at(-2)).toEqual({ semana: '2026-11-09', clientes: 1, profesionales: 0 });
    expect(body.cohorts).toEqual([
      { mes: '2026-10', enPrueba: 1, pagaron: 1 },
      { mes: '2026-11', enPrueba: 1, pagaron: 0 },
    ]);
    expect(body.listedByCategory[0]).toEqual({ categoria: 'Plomero', profesionales: 2 });
    expect(body.listedByCategory).toContainEqual({ categoria: 'Gasista', profesionales: 0 });
    expect(body.demand).toEqual([
      { categoria: 'Plomero', localidad: 'Yerba Buena', contactos: 2, profesionales: 1 },
      { categoria: 'Plomero', localidad: 'San Miguel de Tucumán', contactos: 1, profesionales: 1 },
    ]);
    expect(body.subscriptionsByState).toEqual([
      { estado: 'pending', suscripciones: 1 },
      { estado: 'confirmed', suscripciones: 4 },
      { estado: 'failed', suscripciones: 1 },
    ]);
    expect(body.income).toEqual({ mes: '2026-11', pesos: 15000 + 150000, pagos: 2 });
    expect(body.complaints).toHaveLength(2);
    expect(body.complaints).toContainEqual({ estado: 'Pendiente', criticidad: 'Alta', denuncias: 2 });
    expect(body.complaints).toContainEqual({ estado: 'Resuelto', criticidad: 'Media', denuncias: 1 });
  });

  it("answers every ad's impressions and clicks, most seen first", async () => {
    const seldom = await insertAd(t.db, { title: 'Poco visto', impressions: 3, clicks: 1 });
    const often = await insertAd(t.db, { title: 'Muy visto', type: 'pop-up', impressions: 90, clicks: 9 });
    expect((await get('/metrics/ads', redactor)).json().ads).toEqual([
      { id: often.id, titulo: 'Muy visto', tipo: 'Pop-up', impresiones: 90, clics: 9 },
      { id: seldom.id, titulo: 'Poco visto', tipo: 'Banner horizontal', impresiones: 3, clics: 1 },
    ]);
  });

  it('computes the figures at most once per period, and again after it', async () => {
    let calls = 0;
    const counting = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === 'select') calls += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const read = cachedBusinessMetrics(counting, 60_000);
    const [first, second] = await Promise.all([read(NOW), read(NOW)]);
    expect(second).toBe(first);
    expect(await read(NOW)).toBe(first);
    expect(calls).toBe(9);
    expect(await cachedBusinessMetrics(counting, 0)(NOW)).not.toBe(first);
    expect(calls).toBe(18);
  });

  it('keeps the business figures for admins, and the ads for admins and redactores', async () => {
    expect((await get('/metrics/business', null)).statusCode).toBe(401);
    for (const who of [redactor, prestador, client])
      expect((await get('/metrics/business', who)).statusCode).toBe(403);
    expect((await get('/metrics/ads', null)).statusCode).toBe(401);
    for (const who of [prestador, client]) expect((await get('/metrics/ads', who)).statusCode).toBe(403);
    expect((await get('/metrics/ads', admin)).statusCode).toBe(200);
  });
});
