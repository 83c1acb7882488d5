import { DESTACADO_RULES } from '@servihogar/shared/badges';
import { STANDING_OVER_EDGES } from '@servihogar/shared/badges.testing';
import { DAY_MS } from '@servihogar/shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import type { ProfessionalFactoryInput } from '../../../test/factories.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { calendarDaysOff } from '../../db/tables/calendar.table.ts';
import { comments } from '../../db/tables/comments.table.ts';
import { guaranteeClaims } from '../../db/tables/guarantee-claims.table.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { notifications } from '../../db/tables/notifications.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';

let clock = NOW;
const ago = (days: number, hours = 0) => new Date(clock.getTime() - days * DAY_MS - hours * 3_600_000);

describe('"Profesional destacado": published rules, nightly set-based recomputation, tracker, sort', () => {
  const t = testAppOfSuite({ now: () => clock });
  let clientId: string;

  /** A professional: `stars` reviews of verified hires; `requests` as [answered within hours | null]. */
  async function professional(
    name: string,
    {
      stars = [5, 5, 5, 5, 4],
      requests = [1, 1, 1, null],
      ...over
    }: ProfessionalFactoryInput & {
      stars?: number[];
      requests?: (number | null)[];
    } = {},
  ) {
    const account = await createAccount(t().db, { roles: ['Prestador'], nombre: name });
    const p = await insertProfessional(t().db, {
      now: clock,
      state: 'paid',
      identityVerified: true,
      accountId: account.id,
      nombre: name,
      services: ['ninera'],
      ...over,
    });
    const db = t().db;
    if (stars.length > 0) {
      // Hired 200 days ago (outside the 90 days of the response rule), reviewed 100 days ago.
      const hires = await db
        .insert(solicitudes)
        .values(
          stars.map(() => ({
            clientAccountId: clientId,
            professionalId: p.id,
            createdAt: ago(200),
            answer: 'acepto' as const,
            answeredAt: ago(200),
          })),
        )
        .returning({ id: solicitudes.id });
      await db.insert(comments).values(
        stars.map((calificacion, i) => ({
          professionalId: p.id,
          solicitudId: hires[i]!.id,
          nombrePersona: 'Ana',
          descripcion: 'Muy bien',
          calificacion,
          createdAt: ago(100),
        })),
      );
    }
    if (requests.length > 0) {
      await db.insert(solicitudes).values(
        requests.map((hours, i) => ({
          clientAccountId: clientId,
          professionalId: p.id,
          // Two a day from 10 days ago: all within the rule's 90 days.
          createdAt: ago(10 + Math.floor(i / 2)),
          ...(hours === null
            ? {}
            : { answer: 'no_puedo' as const, answeredAt: ago(10 + Math.floor(i / 2), -hours) }),
        })),
      );
    }
    return { ...p, account, accountId: account.id };
  }

  /** The next night's run: every chunk job done, none failed. */
  const recompute = async () => {
    // The app's start already ran today's (keyed by the day, once): the next night's.
    clock = new Date(clock.getTime() + DAY_MS);
    await t().app.jobs.runOnce({ sweep: true });
    const runs = await t().db.select().from(jobs).where(eq(jobs.kind, 'destacados.recompute'));
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.map((j) => [j.lastError, j.doneAt !== null])).toEqual(runs.map(() => [null, true]));
  };
  const featured = async (id: string) =>
    (
      await t().db.select({ d: professionals.destacado }).from(professionals).where(eq(professionals.id, id))
    )[0]!.d;
  /** Signed in at the clock's time (a session of the day before has expired). */
  const tracker = async (who: { account: Parameters<typeof signIn>[1] }) => {
    const { auth } = await signIn(t().app, who.account);
    return (await t().app.inject({ method: 'GET', url: '/destacados/mine', headers: auth })).json();
  };

  it('publishes the numbers the job uses', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/destacados/reglas' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject(DESTACADO_RULES);
    expect(body.reglas.map((r: { key: string }) => r.key)).toEqual([
      'calificacion',
      'respuesta',
      'identidad',
      'reclamos',
      'suscripcion',
    ]);
    expect(body.reglas[0].texto).toContain('4,8');
  });

  it('judges each rule at its edge, set-based, and the tracker and the sort agree with the badge', async () => {
    clientId = (await createAccount(t().db, { roles: ['Cliente'] })).id;
    const seventyNine = [...Array(79).fill(5), ...Array(21).fill(4)]; // 4,79
    const over = await professional('Olga');
    const cases = {
      over,
      // 4 of 5 stars' reviews: 4 reviews, not 5.
      fourReviews: await professional('Cuatro', { stars: [5, 5, 5, 5] }),
      average479: await professional('Promedio', { stars: seventyNine }),
      average480: await professional('Justo', { stars: [...Array(80).fill(5), ...Array(20).fill(4)] }),
      // 74 of 100 answered within the day.
      response74: await professional('Lenta', { requests: [...Array(74).fill(2), ...Array(26).fill(null)] }),
      // Answered after 25 hours: not within the day.
      late: await professional('Tarde', { requests: [1, 1, 25, null] }),
      noIdentity: await professional('Anonima', { identityVerified: false }),
      overdue: await professional('Vencida', { state: 'overdue' }),
      claimLost: await professional('Reclamada'),
      claimOld: await professional('Antigua'),
      // 3 of 5 answered, but one unanswered request came on a day off: 3 of 4.
      paused: await professional('Pausa', { requests: [1, 1, 1, null, null] }),
    };
    const claim = (professionalId: string, decididoAt: Date, n: number) => ({
      codigo: `GAR-2026-${String(n).padStart(8, '0')}`,
      clientId,
      professionalId,
      motivo: 'danos',
      descripcion: 'Rompió un vidrio',
      estado: 'decidido',
      decision: 'cliente',
      decididoAt,
      respuestaHasta: '2026-01-10',
      decisionHasta: '2026-01-20',
    });
    for (const [who, at, n] of [
      [cases.claimLost, ago(150), 1],
      [cases.claimOld, ago(200), 2],
    ] as const) {
      const [s] = await t()
        .db.insert(solicitudes)
        .values({ clientAccountId: clientId, professionalId: who.id, createdAt: ago(300) })
        .returning({ id: solicitudes.id });
      await t()
        .db.insert(guaranteeClaims)
        .values({ ...claim(who.id, at, n), solicitudId: s!.id });
    }
    // Request i = 4 of 'paused' arrived 12 days ago, alone that day: a day off.
    const offDay = new Date(ago(12).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    await t()
      .db.insert(calendarDaysOff)
      .values({ professionalId: cases.paused.id, firstDay: offDay, lastDay: offDay });

    await recompute();
    const mine = await tracker(over);
    expect(mine).toMatchObject({
      destacado: true,
      standing: STANDING_OVER_EDGES,
      lost: null,
    });
    const expected = {
      over: true,
      fourReviews: false,
      average479: false,
      average480: true,
      response74: false,
      late: false,
      noIdentity: false,
      overdue: false,
      claimLost: false,
      claimOld: true,
      paused: true,
    };
    for (const [name, p] of Object.entries(cases)) {
      expect([name, await featured(p.id)]).toEqual([name, expected[name as keyof typeof expected]]);
    }

    const under = await tracker(cases.fourReviews);
    expect(under).toMatchObject({ destacado: false, standing: { resenas: 4, promedio: 5 } });
    expect((await tracker(cases.response74)).standing).toMatchObject({ pedidos: 100, respondidos: 74 });
    expect((await tracker(cases.paused)).standing).toMatchObject({ pedidos: 4, respondidos: 3 });

    // "Destacados primero": every featured niñera before any other.
    const page = await t().app.inject({
      method: 'GET',
      url: '/professionals?servicio=ninera&sort=destacados&limit=6',
    });
    expect(page.statusCode).toBe(200);
    const { professionals: rows, next } = page.json();
    expect(rows.slice(0, 4).every((r: { destacado: boolean }) => r.destacado)).toBe(true);
    expect(rows.slice(4).every((r: { destacado: boolean }) => !r.destacado)).toBe(true);
    const rest = await t().app.inject({
      method: 'GET',
      url: `/professionals?servicio=ninera&sort=destacados&limit=6&cursor=${next}`,
    });
    expect(rest.json().professionals.every((r: { destacado: boolean }) => !r.destacado)).toBe(true);
    const seen = [...rows, ...rest.json().professionals].map((r: { _id: string }) => r._id);
    expect(new Set(seen).size).toBe(seen.length);

    // The next night, Olga's identity is no longer verified: she loses the badge and is told why.
    await t().db.update(professionals).set({ identityVerified: false }).where(eq(professionals.id, over.id));
    await recompute();
    expect(await featured(over.id)).toBe(false);
    const lost = await tracker(over);
    expect(lost.lost).toEqual({ at: clock.toISOString(), reglas: ['identidad'] });
    const told = await t()
      .db.select()
      .from(notifications)
      .where(eq(notifications.accountId, over.accountId))
      .orderBy(notifications.createdAt);
    expect(told.map((n) => n.kind)).toEqual(['badge_notice', 'badge_notice']);
    expect(told.at(-1)!.body).toContain('Identidad verificada');
  });
});
