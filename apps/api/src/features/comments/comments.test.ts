import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn, signInAs } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';

const UNKNOWN = '7d1f7c52-8a40-4d8e-9a51-3b8f0c7e2a11';
const FOTO = '/uploads/avatars/carla.webp';

type Who = 'client' | 'other' | 'provider' | 'both' | 'admin' | 'redactor';

describe('POST /professionals/addComment/{id}', () => {
  const t = testAppOfSuite({ now: () => NOW });
  const as = {} as Record<Who, SignedIn>;
  const emails = {} as Record<Who, string>;
  let proId: string;
  let bothProId: string;
  let pendingId: string;

  const comment = (who: SignedIn | null, id: string, payload: object) =>
    t().app.inject({
      method: 'POST',
      url: `/professionals/addComment/${id}`,
      headers: who?.auth ?? {},
      payload,
    });
  const body = (calificacionComentario: number, descripcion = 'Muy prolijo y puntual') => ({
    nombrePersona: 'Nombre Inventado',
    descripcion,
    calificacionComentario,
    foto: 'https://malicioso.test/foto.png',
  });
  const hire = async (who: SignedIn, professionalId: string) => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/solicitudes',
      headers: who.auth,
      payload: { professionalId, servicio: 'plomero' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().solicitud._id as string;
    // Only an accepted request is rated (issue 48): the professional's "Acepto", as a fact.
    await t().db.update(solicitudes).set({ answer: 'acepto', answeredAt: NOW }).where(eq(solicitudes.id, id));
    return id;
  };
  const rating = (idSoli: string, email: string, stars = 5) => ({
    nombrePersona: 'Carla',
    descripcion: 'Trabajo terminado',
    calificacionComentario: stars,
    idSoli,
    emailCliente: email,
  });
  const calificacionOf = async (id: string) =>
    (await t().db.select().from(professionals).where(eq(professionals.id, id)))[0]!.calificacion;

  beforeAll(async () => {
    const accounts = {
      client: await createAccount(t().db, {
        roles: ['Cliente'],
        nombre: 'Carla',
        apellido: 'Gómez',
        foto: FOTO,
      }),
      other: await createAccount(t().db, { roles: ['Cliente'] }),
      provider: await createAccount(t().db, { roles: ['Prestador'] }),
      both: await createAccount(t().db, { roles: ['Prestador', 'Cliente'] }),
      admin: await createAccount(t().db, { roles: ['Admin'] }),
      redactor: await createAccount(t().db, { roles: ['Redactor'] }),
    };
    proId = (await insertProfessional(t().db, { now: NOW, accountId: accounts.provider.id })).id;
    bothProId = (await insertProfessional(t().db, { now: NOW, accountId: accounts.both.id })).id;
    pendingId = (await insertProfessional(t().db, { now: NOW, state: 'pending' })).id;
    for (const [who, account] of Object.entries(accounts) as [Who, (typeof accounts)[Who]][]) {
      emails[who] = account.email;
      as[who] = await signIn(t().app, {
        email: account.email,
        roles: who === 'both' ? ['Cliente'] : account.roles,
      });
    }
  });

  describe('from the profile', () => {
    it('stores the comment under the account’s name and photo, not the ones sent', async () => {
      const res = await comment(as.client, proId, body(4));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        message: msg.rating.sent,
        comment: {
          _id: expect.any(String),
          nombrePersona: 'Carla Gómez',
          descripcion: 'Muy prolijo y puntual',
          calificacionComentario: 4,
          foto: FOTO,
          verified: false,
          reply: null,
        },
        calificacion: 4,
      });
      const profile = (await t().app.inject({ method: 'GET', url: `/professionals/${proId}` })).json();
      expect(profile.comentarios).toEqual([res.json().comment]);
      expect(profile.calificacion).toBe(4);
    });

    it('takes one comment per account per professional', async () => {
      const res = await comment(as.client, proId, body(1));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: msg.rating.alreadyCommented });
      expect(await calificacionOf(proId)).toBe(4);
    });

    it('keeps the rating the mean of all stars, computed by the database', async () => {
      expect((await comment(as.redactor, proId, body(5))).json().calificacion).toBe(4.5);
      const res = await comment(as.admin, proId, body(2));
      expect(res.statusCode).toBe(201);
      expect(res.json().calificacion).toBeCloseTo(11 / 3, 5);
      expect(await calificacionOf(proId)).toBeCloseTo(11 / 3, 5);
    });

    it('keeps the mean right when comments arrive at the same time', async () => {
      const target = (await insertProfessional(t().db, { now: NOW })).id;
      const callers = await Promise.all([1, 2, 3, 4, 5].map(async () => signInAs(t(), 'Cliente')));
      const results = await Promise.all(callers.map((who, i) => comment(who, target, body(i + 1))));
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(await calificacionOf(target)).toBe(3);
    });

    it('refuses provider-only accounts before reading the body, and anonymous callers', async () => {
      const res = await comment(as.provider, bothProId, {});
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(msg.rating.providersCannotComment);
      expect((await comment(null, proId, {})).statusCode).toBe(401);
    });

    it('lets a provider who is also a client comment on others, never on itself', async () => {
      const self = await comment(as.both, bothProId, body(5));
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe(msg.rating.cannotRateSelf);
      expect((await comment(as.both, proId, body(3))).statusCode).toBe(201);
    });

    it('answers 404 for unlisted or unknown professionals, 400 for a malformed id', async () => {
      expect((await comment(as.other, pendingId, body(5))).statusCode).toBe(404);
      expect((await comment(as.other, UNKNOWN, body(5))).statusCode).toBe(404);
      expect((await comment(as.other, 'nope', body(5))).statusCode).toBe(400);
    });

    it.each([
      [{ calificacionComentario: 0 }, 'calificacionComentario', msg.rating.starsRequired],
      [{ calificacionComentario: 6 }, 'calificacionComentario', msg.rating.starsRequired],
      [{ calificacionComentario: 2.5 }, 'calificacionComentario', msg.rating.starsRequired],
      [{ calificacionComentario: undefined }, 'calificacionComentario', msg.rating.starsRequired],
      [{ descripcion: 'a'.repeat(181) }, 'descripcion', msg.rating.commentMax],
      [{ descripcion: '   ' }, 'descripcion', msg.rating.commentRequired],
      [{ emailCliente: 'a@b.test' }, 'idSoli', msg.api.invalidId],
      [{ idSoli: 'nope' }, 'idSoli', msg.api.invalidId],
    ])('refuses %j with a Spanish message', async (change, field, message) => {
      const res = await comment(as.other, proId, { ...body(5), ...change });
      expectFieldErrors(res, { [field]: message });
    });

    it('accepts a comment of exactly 180 characters', async () => {
      const res = await comment(as.other, proId, { ...body(5), descripcion: 'a'.repeat(180) });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('from the rating page of a solicitud', () => {
    it('lets only that solicitud’s client rate it, once, and completes it', async () => {
      const idSoli = await hire(as.client, proId);
      const before = await calificacionOf(proId);

      for (const who of ['other', 'admin', 'redactor'] as const) {
        const res = await comment(as[who], proId, rating(idSoli, emails[who]));
        expect(res.statusCode, who).toBe(403);
        expect(res.json().message).toBe(msg.rating.notYourSolicitud);
      }
      expect((await comment(as.client, proId, rating(idSoli, emails.other))).statusCode).toBe(403);
      expect((await comment(as.client, bothProId, rating(idSoli, emails.client))).statusCode).toBe(404);
      expect((await comment(as.client, proId, rating(UNKNOWN, emails.client))).statusCode).toBe(404);
      expect(await calificacionOf(proId)).toBe(before);

      // The client already left a profile comment: rating a solicitud is a separate comment.
      const res = await comment(as.client, proId, rating(idSoli, emails.client.toUpperCase(), 1));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: msg.rating.sent,
        comment: { nombrePersona: 'Carla Gómez' },
      });
      const info = await t().app.inject({
        method: 'GET',
        url: `/auth/getInfoSoli/${emails.client}/${idSoli}`,
        headers: as.client.auth,
      });
      expect(info.json()).toEqual({ flujoCompleto: true, state: 'calificada' });

      const twice = await comment(as.client, proId, rating(idSoli, emails.client, 5));
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(msg.rating.alreadyRated);
    });

    it('counts ratings in the mean of all stars', async () => {
      // Profile: client 4, redactor 5, admin 2, both 3, other 5 — rating: client 1.
      expect(await calificacionOf(proId)).toBeCloseTo((4 + 5 + 2 + 3 + 5 + 1) / 6, 5);
    });

    it('still takes the rating once the professional is no longer listed', async () => {
      const idSoli = await hire(as.other, proId);
      await t().db.update(professionals).set({ altaUsuario: false }).where(eq(professionals.id, proId));
      try {
        const res = await comment(as.other, proId, rating(idSoli, emails.other, 4));
        expect(res.statusCode).toBe(201);
      } finally {
        await t().db.update(professionals).set({ altaUsuario: true }).where(eq(professionals.id, proId));
      }
    });

    it('opens a new solicitud when the same professional is hired again after rating', async () => {
      const res = await t().app.inject({
        method: 'POST',
        url: '/solicitudes',
        headers: as.client.auth,
        payload: { professionalId: proId, servicio: 'plomero' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().solicitud.flujoCompleto).toBe(false);
    });
  });
});

describe('GET /professionals/{id}/myComment', () => {
  const t = testAppOfSuite({ now: () => NOW });

  it("answers the caller's own profile comment, null before it, 401 without a session", async () => {
    const client = await createAccount(t().db, { roles: ['Cliente'], nombre: 'Ana', apellido: 'Paz' });
    const other = await createAccount(t().db, { roles: ['Cliente'] });
    const proId = (await insertProfessional(t().db, { now: NOW })).id;
    const [me, them] = [await signIn(t().app, client), await signIn(t().app, other)];
    const mine = (who: SignedIn | null) =>
      t().app.inject({ url: `/professionals/${proId}/myComment`, headers: who?.auth ?? {} });

    expect((await mine(me)).json()).toEqual({ comment: null });
    const sent = await t().app.inject({
      method: 'POST',
      url: `/professionals/addComment/${proId}`,
      headers: me.auth,
      payload: { nombrePersona: 'x', descripcion: 'Muy bueno', calificacionComentario: 4 },
    });
    expect(sent.statusCode).toBe(201);
    expect((await mine(me)).json()).toEqual({
      comment: {
        _id: sent.json().comment._id,
        nombrePersona: 'Ana Paz',
        descripcion: 'Muy bueno',
        calificacionComentario: 4,
        foto: null,
        verified: false,
        reply: null,
      },
    });
    expect((await mine(them)).json()).toEqual({ comment: null });
    expect((await mine(null)).statusCode).toBe(401);
    expect(
      (await t().app.inject({ url: '/professionals/no-es-id/myComment', headers: me.auth })).statusCode,
    ).toBe(400);
  });
});
