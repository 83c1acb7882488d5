import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, signInAs } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { PUBLIC_URL } from '../../../test/mail-app.ts';
import { requestLoopApp } from '../../../test/request-loop-app.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import {
  ANSWER_SUBJECT,
  arrivalSubject,
  EXPIRED_SUBJECT,
  NEW_REQUEST_SUBJECT,
  OVERDUE_LEADS_SUBJECT,
} from './solicitudes.mails.ts';

// The request loop of decision 0031 through HTTP: the client's words, the professional's inbox and
// answers, Trabajo realizado, ¿Llegó a trabajar?, verified reviews and replies, the jobs' mails.

const HOUR_MS = 60 * 60 * 1000;

describe('the request loop', () => {
  const { ctx, parties, post, get, ask, runJobs, mailsTo } = requestLoopApp();

  it('sends the client’s words to the professional, who sees them in the inbox', async () => {
    const p = await parties();
    const words = {
      need: 'Pierde la canilla de la cocina',
      whenDate: '2026-11-23',
      whenSlot: 'tarde',
      zone: 'Barrio Norte',
    };
    const res = await ask(p, words);
    expect(res.statusCode).toBe(201);
    expect(res.json().solicitud).toMatchObject({ ...words, state: 'nueva', arrivalAsked: false });

    const mail = await ctx.smtp.waitForMail(p.proEmail, { subject: NEW_REQUEST_SUBJECT });
    const id = res.json().solicitud._id;
    expect(mail.text).toContain('Carla G. vio tus datos de contacto');
    expect(mail.text).toContain('Lo que necesita: Pierde la canilla de la cocina');
    expect(mail.text).toContain('Cuándo: 23/11/2026, tarde');
    expect(mail.text).toContain('Dónde: Barrio Norte');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/dash/pedidos?pedido=${id}"`);
    expect(mail.text).toContain(`${PUBLIC_URL}/dash/pedidos?pedido=${id}&respuesta=acepto`);

    const inbox = await get(p.provider, '/solicitudes/inbox');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json()).toEqual({
      solicitudes: [
        expect.objectContaining({ _id: id, client: { nombre: 'Carla', inicial: 'G' }, ...words }),
      ],
      next: null,
    });
    // Nothing of the client's account beyond the first name and initial.
    expect(inbox.body).not.toContain(p.clientEmail);
    expect(inbox.body).not.toContain('Gómez');
  });

  it('validates the words with the Spanish field messages', async () => {
    const p = await parties();
    const cases: [object, string, string][] = [
      [{ zone: 'San Martín 1234' }, 'zone', msg.requests.zoneNoAddress],
      [{ need: 'x'.repeat(501) }, 'need', msg.requests.needMax],
      [{ whenDate: '2026-11-25' }, 'whenSlot', msg.requests.dateNeedsSlot],
      [{ whenSlot: 'manana' }, 'whenDate', msg.requests.slotNeedsDate],
      [{ whenSlot: 'siesta' }, 'whenSlot', msg.requests.slotInvalid],
      [{ whenDate: '2026-11-19', whenSlot: 'noche' }, 'whenDate', msg.requests.datePast],
    ];
    for (const [words, field, message] of cases) {
      const res = await ask(p, words);
      expect(res.statusCode, JSON.stringify(words)).toBe(400);
      expect(res.json().fields).toMatchObject({ [field]: message });
    }
    // "A convenir" needs no day; empty texts are no texts.
    const ok = await ask(p, { whenSlot: 'a_convenir', need: '  ', zone: '' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().solicitud).toMatchObject({
      whenSlot: 'a_convenir',
      whenDate: null,
      need: null,
      zone: null,
    });
  });

  it('takes at most 20 new requests per client per day (429 in Spanish)', async () => {
    const p = await parties();
    for (let i = 0; i < 20; i++) {
      const other = await insertProfessional(ctx.t.db, { now: ctx.clock, services: ['plomero'] });
      const res = await post(p.client, '/solicitudes', { professionalId: other.id, servicio: 'plomero' });
      expect(res.statusCode).toBe(201);
    }
    const refused = await ask(p);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: msg.requests.dailyLimit });
  });

  it('404 for a professional who is not listed', async () => {
    const p = await parties();
    const hidden = await insertProfessional(ctx.t.db, {
      now: ctx.clock,
      state: 'overdue',
      services: ['plomero'],
    });
    const res = await post(p.client, '/solicitudes', { professionalId: hidden.id, servicio: 'plomero' });
    expect(res.statusCode).toBe(404);
  });

  it('runs the whole loop: acepto → trabajo realizado → llegó → verified review → reply', async () => {
    const p = await parties();
    const other = await parties();
    const id = (await ask(p, { need: 'Cambiar el termotanque' })).json().solicitud._id;
    const answerUrl = `/solicitudes/${id}/answer`;

    // Only the professional answers; anyone else but the parties learns nothing.
    expect((await post(p.client, answerUrl, { answer: 'acepto' })).statusCode).toBe(403);
    expect((await post(ctx.admin, answerUrl, { answer: 'acepto' })).statusCode).toBe(403);
    expect((await post(other.client, answerUrl, { answer: 'acepto' })).statusCode).toBe(404);
    expect((await post(other.provider, answerUrl, { answer: 'acepto' })).statusCode).toBe(404);
    expect((await post(null, answerUrl, { answer: 'acepto' })).statusCode).toBe(401);
    // Trabajo realizado only once accepted.
    const early = await post(p.client, `/solicitudes/${id}/done`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(msg.requests.notAccepted);

    ctx.clock = new Date(NOW.getTime() + 10 * 60 * 1000);
    const accepted = await post(p.provider, answerUrl, {
      answer: 'acepto',
      answerText: 'Paso el lunes a la tarde',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().solicitud).toMatchObject({ state: 'aceptada', answer: 'acepto' });
    expect((await post(p.provider, answerUrl, { answer: 'no_puedo' })).statusCode).toBe(409);
    const answerMail = await ctx.smtp.waitForMail(p.clientEmail, { subject: ANSWER_SUBJECT });
    expect(answerMail.text).toContain(`Raúl ${p.pro.apellido} aceptó tu pedido.`);
    expect(answerMail.text).toContain('Su respuesta: Paso el lunes a la tarde');

    const mine = (await get(p.client, '/solicitudes/mine')).json().solicitudes[0];
    expect(mine).toMatchObject({ _id: id, state: 'aceptada', answerText: 'Paso el lunes a la tarde' });

    // Not asked yet: nothing was done and there is no day.
    expect((await post(p.client, `/solicitudes/${id}/arrival`, { arrived: true })).statusCode).toBe(409);
    const done = await post(p.provider, `/solicitudes/${id}/done`);
    expect(done.json().solicitud).toMatchObject({ state: 'realizada', arrivalAsked: true });
    await runJobs();
    const prompt = await ctx.smtp.waitForMail(p.clientEmail, {
      subject: arrivalSubject(`Raúl ${p.pro.apellido}`),
    });
    expect(prompt.text).toContain(`${PUBLIC_URL}/dash/misSolicitudes?pedido=${id}`);
    await runJobs();
    expect(mailsTo(p.clientEmail, arrivalSubject(`Raúl ${p.pro.apellido}`))).toHaveLength(1);

    expect((await post(p.provider, `/solicitudes/${id}/arrival`, { arrived: true })).statusCode).toBe(403);
    const arrived = await post(p.client, `/solicitudes/${id}/arrival`, { arrived: true });
    expect(arrived.json().solicitud).toMatchObject({
      state: 'realizada',
      arrived: true,
      arrivalAsked: false,
    });

    const rated = await post(p.client, `/professionals/addComment/${p.pro.id}`, {
      descripcion: 'Impecable',
      calificacionComentario: 5,
      idSoli: id,
      emailCliente: p.clientEmail,
    });
    expect(rated.statusCode).toBe(201);
    expect(rated.json().comment).toMatchObject({ verified: true, reply: null });
    const commentId = rated.json().comment._id;
    expect((await get(p.client, '/solicitudes/mine')).json().solicitudes[0].state).toBe('calificada');

    // The reviewed professional replies once; nobody else may.
    const replyUrl = `/professionals/comments/${commentId}/reply`;
    expect((await post(other.provider, replyUrl, { reply: 'Gracias' })).statusCode).toBe(403);
    expect((await post(p.client, replyUrl, { reply: 'Gracias' })).statusCode).toBe(403);
    expect((await post(p.provider, replyUrl, { reply: 'x'.repeat(501) })).json().fields).toEqual({
      reply: msg.requests.replyMax,
    });
    const replied = await post(p.provider, replyUrl, { reply: '¡Gracias, Carla!' });
    expect(replied.statusCode).toBe(200);
    expect((await post(p.provider, replyUrl, { reply: 'Otra' })).statusCode).toBe(409);
    const profile = (await get(p.client, `/professionals/${p.pro.id}`)).json();
    expect(profile.comentarios[0]).toMatchObject({
      _id: commentId,
      verified: true,
      reply: { text: '¡Gracias, Carla!', at: ctx.clock.toISOString() },
    });
  });

  it('"No puedo" with a short answer: Rechazada on both sides, the client is told', async () => {
    const p = await parties();
    const id = (await ask(p)).json().solicitud._id;
    const res = await post(p.provider, `/solicitudes/${id}/answer`, {
      answer: 'no_puedo',
      answerText: 'Estoy sin turnos esta semana',
    });
    expect(res.json().solicitud.state).toBe('rechazada');
    const mail = await ctx.smtp.waitForMail(p.clientEmail, { subject: ANSWER_SUBJECT });
    expect(mail.text).toContain('no puede tomar tu pedido');
    expect(mail.text).toContain('Estoy sin turnos esta semana');
    expect((await get(p.client, '/solicitudes/mine')).json().solicitudes[0]).toMatchObject({
      state: 'rechazada',
      answerText: 'Estoy sin turnos esta semana',
    });
    expect((await post(p.provider, `/solicitudes/${id}/answer`, { answer: 'x' })).json().fields).toEqual({
      answer: msg.requests.answerInvalid,
    });
  });

  it('expires after 72 hours: both are mailed once, whatever the sweeps, and no answer is taken', async () => {
    const p = await parties('paid');
    const id = (await ask(p)).json().solicitud._id;
    ctx.clock = new Date(NOW.getTime() + 72 * HOUR_MS - 1000);
    await runJobs();
    expect(mailsTo(p.clientEmail, EXPIRED_SUBJECT)).toHaveLength(0);

    ctx.clock = new Date(NOW.getTime() + 72 * HOUR_MS);
    await runJobs();
    await runJobs();
    expect(mailsTo(p.clientEmail, EXPIRED_SUBJECT)).toHaveLength(1);
    expect(mailsTo(p.proEmail, EXPIRED_SUBJECT)).toHaveLength(1);
    const [job] = await ctx.t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `request:${id}:expired`));
    expect(job).toMatchObject({ kind: 'solicitudes.expired', attempts: 1, doneAt: expect.any(Date) });

    const provider = await signIn(ctx.t.app, p.accounts.provider);
    const late = await post(provider, `/solicitudes/${id}/answer`, { answer: 'acepto' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(msg.requests.notNew);
    const client = await signIn(ctx.t.app, p.accounts.client);
    expect((await get(client, '/solicitudes/mine')).json().solicitudes[0].state).toBe('vencida');
  });

  it('a no-show: accepted, its day passed, the client says No; admins see it with the professional’s answer', async () => {
    const p = await parties('paid');
    const id = (await ask(p, { whenDate: '2026-11-21', whenSlot: 'manana' })).json().solicitud._id;
    await post(p.provider, `/solicitudes/${id}/answer`, { answer: 'acepto' });
    // The day passes (Argentine calendar): the client is asked by mail and in the list.
    ctx.clock = new Date('2026-11-22T04:00:00.000Z');
    await runJobs();
    await ctx.smtp.waitForMail(p.clientEmail, { subject: arrivalSubject(`Raúl ${p.pro.apellido}`) });
    const client = await signIn(ctx.t.app, p.accounts.client);
    expect((await get(client, '/solicitudes/mine')).json().solicitudes[0]).toMatchObject({
      state: 'aceptada',
      arrivalAsked: true,
    });
    const provider = await signIn(ctx.t.app, p.accounts.provider);
    expect((await post(provider, `/solicitudes/${id}/no-show-reply`, { reply: 'Fui' })).statusCode).toBe(409);
    const no = await post(client, `/solicitudes/${id}/arrival`, { arrived: false });
    expect(no.json().solicitud).toMatchObject({ arrived: false, arrivalAsked: false });

    const reply = await post(provider, `/solicitudes/${id}/no-show-reply`, {
      reply: 'Toqué timbre y nadie atendió',
    });
    expect(reply.statusCode).toBe(200);
    expect((await post(provider, `/solicitudes/${id}/no-show-reply`, { reply: 'Otra' })).statusCode).toBe(
      409,
    );
    const freshAdmin = await signInAs(ctx.t, 'Admin');
    const list = await get(freshAdmin, '/solicitudes/no-shows');
    expect(list.json().noShows).toContainEqual({
      _id: id,
      professional: { _id: p.pro.id, nombre: 'Raúl', apellido: p.pro.apellido },
      client: 'Carla G.',
      createdAt: NOW.toISOString(),
      arrivedAt: ctx.clock.toISOString(),
      reply: 'Toqué timbre y nadie atendió',
    });
    expect((await get(client, '/solicitudes/no-shows')).statusCode).toBe(403);
    // A review of a no-show is not a verified hire.
    const rated = await post(client, `/professionals/addComment/${p.pro.id}`, {
      descripcion: 'No vino',
      calificacionComentario: 1,
      idSoli: id,
    });
    expect(rated.json().comment.verified).toBe(false);
  });

  it('an overdue professional gets one reminder that leads wait, not the leads', async () => {
    const p = await parties('paid');
    await ask(p);
    await ctx.t.db
      .update(professionals)
      .set({ paidUntil: new Date(NOW.getTime() + HOUR_MS) })
      .where(eq(professionals.id, p.pro.id));
    ctx.clock = new Date(NOW.getTime() + 2 * HOUR_MS);
    await runJobs();
    await runJobs();
    expect(mailsTo(p.proEmail, OVERDUE_LEADS_SUBJECT)).toHaveLength(1);
    expect(mailsTo(p.proEmail, NEW_REQUEST_SUBJECT)).toHaveLength(1);
  });
});
