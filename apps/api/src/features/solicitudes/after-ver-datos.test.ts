import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { ratingPath } from '@servihogar/shared/solicitudes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { PUBLIC_URL } from '../../../test/mail-app.ts';
import { requestLoopApp } from '../../../test/request-loop-app.ts';
import { professionals } from '../../db/tables/professionals.table.ts';

// Issue 48, items 1 and 2: after "Ver datos" the client's first mail says a request went to the
// professional (and keeps the rating link for later); a solicitud is rated only once accepted.

const DAY_MS = 24 * 60 * 60 * 1000;

describe('after Ver datos', () => {
  const { ctx, parties, post, get, ask } = requestLoopApp();

  // Signed in again: the clock may have moved past the access token's life.
  const rate = async (p: Awaited<ReturnType<typeof parties>>, id: string, stars = 1) =>
    post(await signIn(ctx.t.app, p.accounts.client), `/professionals/addComment/${p.pro.id}`, {
      descripcion: 'Nunca respondió',
      calificacionComentario: stars,
      idSoli: id,
      emailCliente: p.clientEmail,
    });
  const calificacionOf = async (id: string) =>
    (await ctx.t.db.select().from(professionals).where(eq(professionals.id, id)))[0]!.calificacion;

  it('mails the client "Tu pedido a {nombre}", with the rating link for later', async () => {
    const p = await parties();
    const res = await ask(p);
    expect(res.statusCode).toBe(201);
    const id = res.json().solicitud._id;
    const who = `Raúl ${p.pro.apellido}`;
    const mail = await ctx.smtp.waitForMail(p.clientEmail, {
      subject: fillMessage(msg.requests.firstMailSubject, { nombre: who }),
    });
    expect(mail.text).toContain(`Le enviamos tu pedido a ${who}`);
    expect(mail.html).toContain(`${PUBLIC_URL}/dash/misSolicitudes?pedido=${id}`);
    expect(mail.text).toContain(`${PUBLIC_URL}${ratingPath('plomero', p.pro.id, id)}`);
  });

  it.each([
    ['Nueva', async () => {}],
    [
      'Vencida',
      async () => {
        ctx.clock = new Date(NOW.getTime() + 4 * DAY_MS);
      },
    ],
  ])('refuses to rate a %s request, in Spanish, and publishes nothing', async (_state, move) => {
    const p = await parties();
    const id = (await ask(p)).json().solicitud._id;
    await move();
    const res = await rate(p, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msg.rating.notAccepted);
    expect(await calificacionOf(p.pro.id)).toBe(0);
    const profile = await get(await signIn(ctx.t.app, p.accounts.client), `/professionals/${p.pro.id}`);
    expect(profile.json().comentarios).toEqual([]);
  });

  it('refuses to rate a declined request, and rates an accepted one once', async () => {
    const p = await parties();
    const declined = (await ask(p)).json().solicitud._id;
    await post(p.provider, `/solicitudes/${declined}/answer`, { answer: 'no_puedo' });
    const refused = await rate(p, declined);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(msg.rating.notAccepted);

    // A second "Ver datos" the same day would give back the declined one (decision 0008): next day.
    ctx.clock = new Date(NOW.getTime() + DAY_MS);
    p.client = await signIn(ctx.t.app, p.accounts.client);
    p.provider = await signIn(ctx.t.app, p.accounts.provider);
    const accepted = (await ask(p)).json().solicitud._id;
    expect((await post(p.provider, `/solicitudes/${accepted}/answer`, { answer: 'acepto' })).statusCode).toBe(
      200,
    );
    const info = await get(p.client, `/auth/getInfoSoli/${p.clientEmail}/${accepted}`);
    expect(info.json()).toEqual({ flujoCompleto: false, state: 'aceptada' });
    const rated = await rate(p, accepted, 4);
    expect(rated.statusCode).toBe(201);
    expect(await calificacionOf(p.pro.id)).toBe(4);
    const after = await get(p.client, `/auth/getInfoSoli/${p.clientEmail}/${accepted}`);
    expect(after.json()).toEqual({ flujoCompleto: true, state: 'calificada' });
  });
});
