import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import type { Advertisement } from '@servihogar/shared/ads';
import { AD_TYPES, FIXED_CATEGORIES, ROLES } from '@servihogar/shared/constants';
import { GUARANTEE_CODE } from '@servihogar/shared/guarantee';
import type { ProfessionalsListResponse } from '@servihogar/shared/professionals';
import { arrivalAsked, REQUEST_STATES, stateOf } from '@servihogar/shared/solicitud-state';
import { deriveLifecycle } from '@servihogar/shared/subscription-lifecycle';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppOfSuite } from '../../test/build-test-app.ts';
import { categories } from '../db/tables/categories.table.ts';
import { comments } from '../db/tables/comments.table.ts';
import { professionals } from '../db/tables/professionals.table.ts';
import { solicitudes } from '../db/tables/solicitudes.table.ts';
import { accounts } from '../db/tables/users.table.ts';
import { listDataRightsRequests } from '../features/data-rights/data-rights-requests.service.ts';
import { claimQueue } from '../features/guarantee/guarantee.service.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from './demo-accounts.ts';
import { startLine } from './demo-logins.ts';
import { DEMO_PRESTADOR_INDEX, DEMO_PROFESSIONALS } from './demo-professionals.ts';
import { seedDemoData } from './seed.ts';

const NOW = new Date();

const t = testAppOfSuite({ now: () => NOW });
beforeAll(async () => {
  const started = performance.now();
  await seedDemoData({ db: t().db, files: t().files, config: t().config, now: NOW });
  console.info(
    `seedDemoData on ${process.env.TEST_DB ?? 'pglite'}: ${Math.round(performance.now() - started)} ms`,
  );
});

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe('seedDemoData', () => {
  it('inserts at least 40 professionals, each with a WebP avatar on disk', async () => {
    const rows = await t().db.select().from(professionals);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) {
      expect(row.foto).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
      expect(existsSync(join(t().config.DATA_DIR, 'uploads', keyOf(row.foto!)))).toBe(true);
    }
    const notListed = rows.filter((row) => !deriveLifecycle(row, NOW).listed);
    expect(notListed.length).toBeGreaterThanOrEqual(5);
  });

  it('serves the avatars as image/webp', async () => {
    const [row] = await t().db.select().from(professionals).limit(1);
    const res = await t().app.inject({ method: 'GET', url: row!.foto! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/webp');
    expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('lists at least three professionals in every fixed category', async () => {
    for (const { slug } of FIXED_CATEGORIES) {
      const res = await t().app.inject({ method: 'GET', url: `/professionals?servicio=${slug}` });
      expect(res.statusCode, slug).toBe(200);
      const body = res.json<ProfessionalsListResponse>();
      expect(body.professionals.length, slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('has verified professionals in every fixed category, and unverified ones too ("Solo verificados", issue 48)', async () => {
    for (const { slug } of FIXED_CATEGORIES) {
      const all = await t().app.inject({ url: `/professionals?servicio=${slug}` });
      const verified = await t().app.inject({ url: `/professionals?servicio=${slug}&verificados=true` });
      const shown = verified.json<ProfessionalsListResponse>().professionals;
      expect(shown.length, slug).toBeGreaterThan(0);
      expect(shown.length, slug).toBeLessThan(all.json<ProfessionalsListResponse>().professionals.length);
      for (const p of shown) expect(p.identidadVerificada, slug).toBe(true);
    }
  });

  it('has quick responders in most categories, and slower ones too ("Responde rápido")', async () => {
    let withFast = 0;
    let listed = 0;
    let quickOnes = 0;
    for (const { slug } of FIXED_CATEGORIES) {
      const all = await t().app.inject({ url: `/professionals?servicio=${slug}` });
      const fast = await t().app.inject({ url: `/professionals?servicio=${slug}&respondeRapido=true` });
      const quick = fast.json<ProfessionalsListResponse>().professionals;
      for (const p of quick) expect(['hora', 'dia'], slug).toContain(p.respuesta?.delay);
      if (quick.length > 0) withFast += 1;
      listed += all.json<ProfessionalsListResponse>().professionals.length;
      quickOnes += quick.length;
    }
    expect(withFast).toBeGreaterThan(FIXED_CATEGORIES.length / 2);
    expect(quickOnes).toBeLessThan(listed * 0.8);
  });

  it('sets calificacion to the mean of the comments (0 without comments)', async () => {
    const rows = await t().db.select().from(professionals);
    const commentRows = await t().db.select().from(comments);
    expect(commentRows.length).toBeGreaterThan(40);
    for (const row of rows) {
      const stars = commentRows.filter((c) => c.professionalId === row.id).map((c) => c.calificacion);
      const mean = stars.length === 0 ? 0 : stars.reduce((a, b) => a + b, 0) / stars.length;
      expect(row.calificacion).toBeCloseTo(mean, 4);
    }
    const rated = rows.filter((row) => commentRows.some((c) => c.professionalId === row.id));
    expect(rated.length).toBeGreaterThanOrEqual(25);
  });

  it('creates verified demo accounts for every role with the demo password', async () => {
    const rows = await t().db.select().from(accounts).where(sql`${accounts.email} like '%@servihogar.demo'`);
    for (const role of ROLES) {
      const account = rows.find((row) => row.roles.includes(role));
      expect(account, role).toBeDefined();
      expect(account!.verifiedAt).not.toBeNull();
      expect(await verify(account!.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(startLine('http://localhost:3000', DEMO_PASSWORD)).toContain(account!.email);
    }
    const prestador = rows.find((row) => row.roles.includes('Prestador'))!;
    const [linked] = await t()
      .db.select()
      .from(professionals)
      .where(sql`${professionals.accountId} = ${prestador.id}`);
    expect(linked?.email).toBe(prestador.email);
  });

  it('gives the demo client one rated and one open solicitud, a booked one (issue 43) and a weekly cleaning (issue 46)', async () => {
    const rows = await t()
      .db.select({
        flujoCompleto: solicitudes.flujoCompleto,
        email: accounts.email,
        commentId: comments.id,
        start: solicitudes.start,
      })
      .from(solicitudes)
      .innerJoin(accounts, sql`${accounts.id} = ${solicitudes.clientAccountId}`)
      // The request's own review (a series' visits are rated one by one, issue 43).
      .leftJoin(comments, sql`${comments.solicitudId} = ${solicitudes.id} and ${comments.bookingId} is null`)
      .where(sql`${accounts.email} = 'cliente@servihogar.demo'`);
    // …and one of the five rated hires behind the demo carer's "Profesional destacado" (issue 45).
    expect(rows).toHaveLength(5);
    expect(rows.find((row) => row.flujoCompleto)?.commentId).toBeTruthy();
    expect(rows.find((row) => !row.flujoCompleto && !row.start)?.commentId).toBeNull();
    expect(rows.filter((row) => row.start)).toHaveLength(2);
    // The booked one and a weekly series of another client (one visit skipped late) hold the demo
    // Prestador's time, the demo client's weekly cleaning a cleaner's (the demo calendars' own
    // bookings come from no request).
    const booked = await t().db.execute<{ n: number; series: number }>(
      sql`select count(*)::int as n, count(distinct series_id)::int as series from bookings where state = 'confirmada' and solicitud_id is not null`,
    );
    // The demo client's weekly cleaning is booked 8 weeks past the seed's instant: 8 visits, or 7
    // when its first lies more than a week ahead (seeded on its weekday before its hour, as a
    // Monday-night CI run found).
    expect([15, 16]).toContain(Number(booked.rows[0]!.n));
    expect(Number(booked.rows[0]!.series)).toBe(2);
    const late = await t().db.execute(sql`select 1 from booking_changes where late and kind = 'skip'`);
    expect(late.rows).toHaveLength(1);
  });

  it('fills the demo Prestador’s inbox with requests in every state and verified, replied reviews', async () => {
    const [prestador] = await t()
      .db.select({ id: professionals.id })
      .from(professionals)
      .innerJoin(accounts, sql`${accounts.id} = ${professionals.accountId}`);
    const rows = await t()
      .db.select()
      .from(solicitudes)
      .where(sql`${solicitudes.professionalId} = ${prestador!.id}`);
    expect(new Set(rows.map((row) => stateOf(row, NOW)))).toEqual(new Set(REQUEST_STATES));
    expect(rows.some((row) => arrivalAsked(row, NOW))).toBe(true);
    expect(rows.some((row) => row.arrived === false && row.noShowReply)).toBe(true);
    const profile = (await t().app.inject({ method: 'GET', url: `/professionals/${prestador!.id}` })).json();
    expect(
      profile.comentarios.some((c: { verified: boolean; reply: unknown }) => c.verified && c.reply),
    ).toBe(true);
    expect(profile.respuesta).toEqual({ percent: expect.any(Number), delay: 'hora' });
  });

  it('shows two active ads of each type', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/advertisements' });
    expect(res.statusCode).toBe(200);
    const ads = res.json<Advertisement[]>();
    for (const type of AD_TYPES)
      expect(
        ads.filter((ad) => ad.type === type),
        type,
      ).toHaveLength(2);
    const image = await t().app.inject({ method: 'GET', url: ads[0]!.imageUrl });
    expect(image.headers['content-type']).toContain('image/webp');
  });

  it('describes every fixed category and stores the complaints', async () => {
    const rows = await t().db.select().from(categories).where(sql`${categories.fixed}`);
    expect(rows).toHaveLength(FIXED_CATEGORIES.length);
    for (const row of rows) expect(row.description, row.slug).toBeTruthy();
    const complaints = await t().db.execute<{
      anonymous: boolean;
      denunciante: string;
      ticket_id: string;
      estado: string;
      criticidad: string;
    }>(
      sql`select anonymous, denunciante, ticket_id, estado, criticidad from complaints order by fecha_carga`,
    );
    expect(complaints.rows.length).toBeGreaterThanOrEqual(5);
    expect(complaints.rows.filter((row) => row.anonymous).map((row) => row.denunciante)).toEqual(['Anónimo']);
    // Tickets in filing order; every estado and criticidad appears in the demo feed.
    const tickets = complaints.rows.map((row) => row.ticket_id);
    for (const ticket of tickets) expect(ticket).toMatch(/^DEN-\d{4}-\d{6}$/);
    expect(tickets.map((id) => id.slice(-6))).toEqual(tickets.map((id) => id.slice(-6)).sort());
    expect(new Set(complaints.rows.map((row) => row.estado)).size).toBe(4);
    expect(new Set(complaints.rows.map((row) => row.criticidad)).size).toBe(3);
  });

  it('files requests about personal data in every state, one of them overdue (issue 32)', async () => {
    const { requests } = await listDataRightsRequests(t().db, NOW);
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(['pendiente', 'respondida', 'rechazada']));
    const pending = requests.filter((r) => r.status === 'pendiente');
    expect(pending.filter((r) => r.overdue)).toHaveLength(1);
    expect(pending.filter((r) => !r.overdue).length).toBeGreaterThanOrEqual(2);
    expect(pending[0]!.overdue).toBe(true);
    for (const r of requests) expect(r.code).toMatch(/^DAT-\d{4}-\d{8}$/);
  });

  it('files guarantee claims in every state, none overdue (issue 45)', async () => {
    const claims = await claimQueue(t().db, NOW);
    expect(claims.map((c) => c.estado)).toEqual(['respondido', 'abierto', 'decidido']);
    for (const c of claims) expect(c.codigo).toMatch(GUARANTEE_CODE);
    expect(claims.filter((c) => c.overdue)).toEqual([]);
  });
});

describe('the demo conversations (issue 42)', () => {
  const login = async (url: string, email: string) => {
    const res = await t().app.inject({ method: 'POST', url, payload: { email, password: DEMO_PASSWORD } });
    return { authorization: `Bearer ${res.json().accessToken}` };
  };

  it('leaves the demo professional unread messages and the admin one reported conversation', async () => {
    const prestador = await login('/auth/loginProfessional', DEMO_PROFESSIONALS[DEMO_PRESTADOR_INDEX]!.email);
    const unread = await t().app.inject({ url: '/solicitudes/mensajes/unread', headers: prestador });
    expect(unread.json().total).toBeGreaterThan(0);
    const inbox = (await t().app.inject({ url: '/solicitudes/inbox', headers: prestador })).json();
    const withMessages = inbox.solicitudes.filter((s: { unread: number }) => s.unread > 0);
    expect(withMessages.length).toBeGreaterThanOrEqual(2);
    const talk = await t().app.inject({
      url: `/solicitudes/${withMessages[0]._id}/mensajes`,
      headers: prestador,
    });
    expect(talk.json().mensajes.length).toBeGreaterThan(0);

    const admin = await login('/auth', DEMO_ADMIN.email);
    const reported = (await t().app.inject({ url: '/solicitudes/reported', headers: admin })).json();
    expect(reported.conversaciones).toHaveLength(1);
  });
});
