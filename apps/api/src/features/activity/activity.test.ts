import { DAY_MS } from '@servihogar/shared/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertComment, insertProfessional } from '../../../test/factories.ts';
import { favourites } from '../../db/tables/favourites.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';

// Wednesday 2026-11-18, 15:00 in Tucumán: its week starts on Monday 2026-11-16.
const NOW = new Date('2026-11-18T18:00:00.000Z');

describe('activity: counting views and reveals, and "Mi actividad"', () => {
  const t = testAppOfSuite({ now: () => clock });
  let clock = NOW;
  let owner: SignedIn;
  let other: SignedIn;
  let client: SignedIn;
  let clientId: string;
  let admin: SignedIn;
  let ownerAccount: { email: string; roles: string[] };
  let professionalId: string;
  let otherProfessionalId: string;

  const view = (id: string, source: string, ip = '10.0.0.1', agent = 'Firefox', who?: SignedIn) =>
    t().app.inject({
      method: 'POST',
      url: '/activity/views',
      payload: { professionalId: id, source },
      remoteAddress: ip,
      headers: { 'user-agent': agent, ...who?.auth },
    });
  const mine = (who: SignedIn | null) =>
    t().app.inject({ method: 'GET', url: '/activity/mine', headers: who?.auth ?? {} });
  const week = async (who: SignedIn, semana: string) =>
    (await mine(who)).json().weeks.find((w: { semana: string }) => w.semana === semana);

  beforeAll(async () => {
    const [ownerRow, otherAccount, clientAccount, adminAccount] = await Promise.all([
      createAccount(t().db, { roles: ['Prestador'] }),
      createAccount(t().db, { roles: ['Prestador'] }),
      createAccount(t().db, { roles: ['Cliente'] }),
      createAccount(t().db, { roles: ['Admin'] }),
    ]);
    ownerAccount = ownerRow;
    clientId = clientAccount.id;
    professionalId = (await insertProfessional(t().db, { now: NOW, accountId: ownerRow.id })).id;
    otherProfessionalId = (await insertProfessional(t().db, { now: NOW, accountId: otherAccount.id })).id;
    [owner, other, client, admin] = (await Promise.all(
      [ownerRow, otherAccount, clientAccount, adminAccount].map((a) => signIn(t().app, a)),
    )) as [SignedIn, SignedIn, SignedIn, SignedIn];
  });

  it('counts a viewer once per profile and day, per source, and never stores who', async () => {
    expect((await view(professionalId, 'categoria')).statusCode).toBe(204);
    // The same viewer again, even from another list: not a second person.
    expect((await view(professionalId, 'categoria')).statusCode).toBe(204);
    expect((await view(professionalId, 'cercanos')).statusCode).toBe(204);
    // A link with the id in capitals is the same profile.
    expect((await view(professionalId.toUpperCase(), 'enlace')).statusCode).toBe(204);
    // Another address is another viewer; another browser from the same address is not: rotating
    // the User-Agent inflated the count (issue 41, item 9c).
    await view(professionalId, 'enlace', '10.0.0.2');
    for (let i = 0; i < 20; i++) await view(professionalId, 'categoria', '10.0.0.1', `Navegador/${i}`);
    // A signed-in person is one viewer wherever they look from; two people at one address are two.
    await view(professionalId, 'categoria', '10.0.0.1', 'Firefox', client);
    await view(professionalId, 'categoria', '10.0.0.3', 'Chrome', client);
    await view(professionalId, 'categoria', '10.0.0.1', 'Firefox', admin);
    // Another professional's view is theirs only.
    await view(otherProfessionalId, 'busqueda');

    const res = await mine(owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.at(-1)).toMatchObject({ semana: '2026-11-16', vistas: 4, contactos: 0 });
    expect(body.weeks[0].semana).toBe('2026-08-31');
    expect(body.sources).toEqual([
      { source: 'categoria', vistas: 3 },
      { source: 'enlace', vistas: 1 },
    ]);
    expect((await week(other, '2026-11-16')).vistas).toBe(1);

    // The table holds counts per professional, day and source: no column for a viewer.
    const columns = await t().db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'profile_activity_daily' order by column_name`,
    );
    expect(columns.rows.map((c) => c.column_name)).toEqual([
      'day',
      'professional_id',
      'reveals',
      'source',
      'views',
    ]);
  });

  it('counts the same viewer again on the next day, in the right week', async () => {
    // Monday 2026-11-23 00:30 in Tucumán (03:30 UTC): a new day and a new week.
    clock = new Date('2026-11-23T03:30:00.000Z');
    try {
      await view(professionalId, 'categoria');
      const later = await signIn(t().app, ownerAccount);
      const body = (await mine(later)).json();
      expect(body.weeks.at(-1)).toMatchObject({ semana: '2026-11-23', vistas: 1 });
      expect(body.weeks.at(-2)).toMatchObject({ semana: '2026-11-16', vistas: 4 });
    } finally {
      clock = NOW;
    }
  });

  it('ignores a view of an unknown professional and refuses an unknown source', async () => {
    expect((await view('00000000-0000-4000-8000-000000000000', 'categoria')).statusCode).toBe(204);
    expect((await mine(owner)).statusCode).toBe(200);
    expect((await view(professionalId, 'espionaje')).statusCode).toBe(400);
  });

  it('counts a reveal once per client and day, with the request, favourites and the rating over time', async () => {
    const hire = () =>
      t().app.inject({
        method: 'POST',
        url: '/solicitudes',
        headers: client.auth,
        payload: { professionalId, servicio: 'plomero' },
      });
    expect((await hire()).statusCode).toBe(201);
    expect((await hire()).statusCode).toBe(200);
    await t().db.insert(favourites).values({ clientAccountId: clientId, professionalId, createdAt: NOW });
    // Two 5-star ratings long ago, a 2-star one this week: the mean moves from 5 to 4.
    const longAgo = new Date(NOW.getTime() - 200 * DAY_MS);
    await insertComment(t().db, professionalId, { calificacion: 5, createdAt: longAgo });
    await insertComment(t().db, professionalId, { calificacion: 5, createdAt: longAgo, solicitudId: null });
    await insertComment(t().db, professionalId, { calificacion: 2, createdAt: NOW });

    const body = (await mine(owner)).json();
    expect(body.weeks.at(-1)).toMatchObject({
      semana: '2026-11-16',
      contactos: 1,
      solicitudes: 1,
      favoritos: 1,
      calificacion: 4,
    });
    expect(body.weeks.at(-2).calificacion).toBe(5);
    // Reveals are not a source of views.
    expect(body.sources.map((s: { source: string }) => s.source)).not.toContain('perfil');
  });

  it('counts the requests answered in the week of the answer, beside those received', async () => {
    const inbox = await t().app.inject({ url: '/solicitudes/inbox', headers: owner.auth });
    const [asked] = inbox.json<{ solicitudes: { _id: string }[] }>().solicitudes;
    expect((await mine(owner)).json().weeks.at(-1)).toMatchObject({ solicitudes: 1, respondidas: 0 });
    // Last week's request, answered this Monday: received last week, answered this week.
    const lastWeek = new Date('2026-11-13T15:00:00.000Z');
    const [old] = await t()
      .db.insert(solicitudes)
      .values({ clientAccountId: clientId, professionalId, categorySlug: 'plomero', createdAt: lastWeek })
      .returning();
    clock = new Date('2026-11-16T12:00:00.000Z');
    const answer = (id: string, body: object) =>
      t().app.inject({
        method: 'POST',
        url: `/solicitudes/${id}/answer`,
        headers: owner.auth,
        payload: body,
      });
    try {
      expect((await answer(old!.id, { answer: 'no_puedo' })).statusCode).toBe(200);
    } finally {
      clock = NOW;
    }
    expect((await answer(asked!._id, { answer: 'acepto' })).statusCode).toBe(200);
    const weeks = (await mine(owner)).json().weeks;
    expect(weeks.at(-1)).toMatchObject({ semana: '2026-11-16', solicitudes: 1, respondidas: 2 });
    expect(weeks.at(-2)).toMatchObject({ semana: '2026-11-09', solicitudes: 1, respondidas: 0 });
    // Another professional's answers are not theirs.
    expect((await mine(other)).json().weeks.at(-1).respondidas).toBe(0);
  });

  it('answers a professional only its own figures; nobody else reads them', async () => {
    expect((await mine(null)).statusCode).toBe(401);
    expect((await mine(client)).statusCode).toBe(403);
    expect((await mine(admin)).statusCode).toBe(403);
    const others = (await mine(other)).json();
    expect(others.weeks.at(-1)).toMatchObject({ vistas: 1, contactos: 0, solicitudes: 0, favoritos: 0 });
    expect(others.weeks.every((w: { calificacion: number | null }) => w.calificacion === null)).toBe(true);
  });

  it('shows zeros, not an error, to a professional nobody has looked at yet', async () => {
    const account = await createAccount(t().db, { roles: ['Prestador'] });
    await insertProfessional(t().db, { now: NOW, accountId: account.id, state: 'pending' });
    const body = (await mine(await signIn(t().app, account))).json();
    expect(body.sources).toEqual([]);
    expect(body.weeks.every((w: { vistas: number }) => w.vistas === 0)).toBe(true);
  });
});
