import { DAY_MS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { explain } from '../../../test/explain.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { mailAppHooks, PUBLIC_URL } from '../../../test/mail-app.ts';
import type { SmtpPeer } from '../../../test/smtp-peer.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { HIDDEN_SUBJECT } from '../comments/review-replies.service.ts';
import {
  ANSWER_SUBJECT,
  arrivalSubject,
  EXPIRED_SUBJECT,
  NEW_REQUEST_SUBJECT,
  OVERDUE_LEADS_SUBJECT,
} from './solicitudes.mails.ts';
import { inboxQuery, mineQuery } from './solicitudes-lists.ts';

// The request loop of decision 0031 through HTTP: the client's words, the professional's inbox and
// answers, Trabajo realizado, ¿Llegó a trabajar?, verified reviews and replies, the jobs' mails.

const START = new Date('2026-11-20T12:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;

type Account = { id: string; email: string; roles: string[] };

describe('the request loop', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let now = START;
  let admin: SignedIn;
  let adminAccount: Account;
  let n = 0;

  mailAppHooks(
    () => now,
    async (app) => {
      ({ t, smtp } = app);
      adminAccount = await createAccount(t.db, { roles: ['Admin'] });
      admin = await signIn(t.app, adminAccount);
    },
  );

  beforeEach(() => {
    now = START;
  });

  /** A new client, and a new listed professional (with its Prestador account), both signed in. */
  async function parties(state: 'trial' | 'paid' = 'trial') {
    n += 1;
    const clientAccount = await createAccount(t.db, {
      roles: ['Cliente'],
      nombre: 'Carla',
      apellido: 'Gómez',
    });
    const proAccount = await createAccount(t.db, { roles: ['Prestador'] });
    const pro = await insertProfessional(t.db, {
      now,
      state,
      nombre: 'Raúl',
      apellido: `Ríos${n}`,
      email: `raul${n}@contacto.test`,
      accountId: proAccount.id,
      services: ['plomero'],
    });
    return {
      pro,
      proEmail: `raul${n}@contacto.test`,
      clientEmail: clientAccount.email,
      client: await signIn(t.app, clientAccount),
      provider: await signIn(t.app, proAccount),
      accounts: { client: clientAccount, provider: proAccount },
    };
  }
  type Parties = Awaited<ReturnType<typeof parties>>;

  const post = (who: SignedIn | null, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const get = (who: SignedIn | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
  const ask = (p: Parties, words: object = {}) =>
    post(p.client, '/solicitudes', { professionalId: p.pro.id, servicio: 'plomero', ...words });
  /** Runs the sweeps and every due job, then waits for their mails to be delivered. */
  const runJobs = async () => {
    await t.app.jobs.runOnce({ sweep: true });
    await t.mailer.settled();
  };
  const mailsTo = (email: string, subject: string) =>
    smtp.all.filter((m) => m.to.includes(email) && m.subject === subject);

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

    const mail = await smtp.waitForMail(p.proEmail, { subject: NEW_REQUEST_SUBJECT });
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
      const other = await insertProfessional(t.db, { now, services: ['plomero'] });
      const res = await post(p.client, '/solicitudes', { professionalId: other.id, servicio: 'plomero' });
      expect(res.statusCode).toBe(201);
    }
    const refused = await ask(p);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: msg.requests.dailyLimit });
  });

  it('404 for a professional who is not listed', async () => {
    const p = await parties();
    const hidden = await insertProfessional(t.db, { now, state: 'overdue', services: ['plomero'] });
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
    expect((await post(admin, answerUrl, { answer: 'acepto' })).statusCode).toBe(403);
    expect((await post(other.client, answerUrl, { answer: 'acepto' })).statusCode).toBe(404);
    expect((await post(other.provider, answerUrl, { answer: 'acepto' })).statusCode).toBe(404);
    expect((await post(null, answerUrl, { answer: 'acepto' })).statusCode).toBe(401);
    // Trabajo realizado only once accepted.
    const early = await post(p.client, `/solicitudes/${id}/done`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(msg.requests.notAccepted);

    now = new Date(START.getTime() + 10 * 60 * 1000);
    const accepted = await post(p.provider, answerUrl, {
      answer: 'acepto',
      answerText: 'Paso el lunes a la tarde',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().solicitud).toMatchObject({ state: 'aceptada', answer: 'acepto' });
    expect((await post(p.provider, answerUrl, { answer: 'no_puedo' })).statusCode).toBe(409);
    const answerMail = await smtp.waitForMail(p.clientEmail, { subject: ANSWER_SUBJECT });
    expect(answerMail.text).toContain(`Raúl ${p.pro.apellido} aceptó tu pedido.`);
    expect(answerMail.text).toContain('Su respuesta: Paso el lunes a la tarde');

    const mine = (await get(p.client, '/solicitudes/mine')).json().solicitudes[0];
    expect(mine).toMatchObject({ _id: id, state: 'aceptada', answerText: 'Paso el lunes a la tarde' });

    // Not asked yet: nothing was done and there is no day.
    expect((await post(p.client, `/solicitudes/${id}/arrival`, { arrived: true })).statusCode).toBe(409);
    const done = await post(p.provider, `/solicitudes/${id}/done`);
    expect(done.json().solicitud).toMatchObject({ state: 'realizada', arrivalAsked: true });
    await runJobs();
    const prompt = await smtp.waitForMail(p.clientEmail, {
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
      reply: { text: '¡Gracias, Carla!', at: now.toISOString() },
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
    const mail = await smtp.waitForMail(p.clientEmail, { subject: ANSWER_SUBJECT });
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
    now = START;
    const p = await parties('paid');
    const id = (await ask(p)).json().solicitud._id;
    now = new Date(START.getTime() + 72 * HOUR_MS - 1000);
    await runJobs();
    expect(mailsTo(p.clientEmail, EXPIRED_SUBJECT)).toHaveLength(0);

    now = new Date(START.getTime() + 72 * HOUR_MS);
    await runJobs();
    await runJobs();
    expect(mailsTo(p.clientEmail, EXPIRED_SUBJECT)).toHaveLength(1);
    expect(mailsTo(p.proEmail, EXPIRED_SUBJECT)).toHaveLength(1);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `request:${id}:expired`));
    expect(job).toMatchObject({ kind: 'solicitudes.expired', attempts: 1, doneAt: expect.any(Date) });

    const provider = await signIn(t.app, p.accounts.provider);
    const late = await post(provider, `/solicitudes/${id}/answer`, { answer: 'acepto' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(msg.requests.notNew);
    const client = await signIn(t.app, p.accounts.client);
    expect((await get(client, '/solicitudes/mine')).json().solicitudes[0].state).toBe('vencida');
    now = START;
  });

  it('a no-show: accepted, its day passed, the client says No; admins see it with the professional’s answer', async () => {
    now = START;
    const p = await parties('paid');
    const id = (await ask(p, { whenDate: '2026-11-21', whenSlot: 'manana' })).json().solicitud._id;
    await post(p.provider, `/solicitudes/${id}/answer`, { answer: 'acepto' });
    // The day passes (Argentine calendar): the client is asked by mail and in the list.
    now = new Date('2026-11-22T04:00:00.000Z');
    await runJobs();
    await smtp.waitForMail(p.clientEmail, { subject: arrivalSubject(`Raúl ${p.pro.apellido}`) });
    const client = await signIn(t.app, p.accounts.client);
    expect((await get(client, '/solicitudes/mine')).json().solicitudes[0]).toMatchObject({
      state: 'aceptada',
      arrivalAsked: true,
    });
    const provider = await signIn(t.app, p.accounts.provider);
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
    const freshAdmin = await signIn(t.app, adminAccount);
    const list = await get(freshAdmin, '/solicitudes/no-shows');
    expect(list.json().noShows).toContainEqual({
      _id: id,
      professional: { _id: p.pro.id, nombre: 'Raúl', apellido: p.pro.apellido },
      client: 'Carla G.',
      createdAt: START.toISOString(),
      arrivedAt: now.toISOString(),
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
    now = START;
  });

  it('an overdue professional gets one reminder that leads wait, not the leads', async () => {
    now = START;
    const p = await parties('paid');
    await ask(p);
    await t.db
      .update(professionals)
      .set({ paidUntil: new Date(START.getTime() + HOUR_MS) })
      .where(eq(professionals.id, p.pro.id));
    now = new Date(START.getTime() + 2 * HOUR_MS);
    await runJobs();
    await runJobs();
    expect(mailsTo(p.proEmail, OVERDUE_LEADS_SUBJECT)).toHaveLength(1);
    expect(mailsTo(p.proEmail, NEW_REQUEST_SUBJECT)).toHaveLength(1);
    now = START;
  });

  it('pages the inbox and Mis solicitudes by keyset, newest first', async () => {
    const p = await parties();
    const rows = Array.from({ length: 25 }, (_, i) => ({
      clientAccountId: p.accounts.client.id,
      professionalId: p.pro.id,
      categorySlug: 'plomero',
      // Two by two at the same instant: the id breaks the tie.
      createdAt: new Date(START.getTime() - Math.floor(i / 2) * DAY_MS),
    }));
    await t.db.insert(solicitudes).values(rows);
    for (const [who, url] of [
      [p.provider, '/solicitudes/inbox'],
      [p.client, '/solicitudes/mine'],
    ] as const) {
      const first = (await get(who, url)).json();
      expect(first.solicitudes).toHaveLength(20);
      const second = (await get(who, `${url}?before=${encodeURIComponent(first.next)}`)).json();
      expect(second.solicitudes).toHaveLength(5);
      expect(second.next).toBeNull();
      const ids = [...first.solicitudes, ...second.solicitudes].map((s: { _id: string }) => s._id);
      expect(new Set(ids).size).toBe(25);
      const times = [...first.solicitudes, ...second.solicitudes].map(
        (s: { createdAt: string }) => s.createdAt,
      );
      expect(times).toEqual([...times].sort().reverse());
      expect((await get(who, `${url}?before=nope`)).statusCode).toBe(400);
    }
    expect((await get(p.client, '/solicitudes/inbox')).statusCode).toBe(403);

    // Both pages are index range scans in the lists' order: nothing is sorted, whatever the size.
    const cursor = `${START.toISOString()}_00000000-0000-4000-8000-000000000000`;
    for (const query of [
      inboxQuery(t.db, p.pro.id, undefined),
      inboxQuery(t.db, p.pro.id, cursor),
      mineQuery(t.db, p.accounts.client.id, undefined),
      mineQuery(t.db, p.accounts.client.id, cursor),
    ]) {
      const plan = await explain(t.db, query);
      expect(plan).toMatch(/solicitudes_(professional|client)_idx/);
      expect(plan).not.toMatch(/\bSort\b/);
    }
  });

  it('shows the response signal from 3 requests on, on the profile and the cards', async () => {
    const p = await parties();
    const clients = [p.client];
    for (let i = 0; i < 2; i++) {
      const account = await createAccount(t.db, { roles: ['Cliente'] });
      clients.push(await signIn(t.app, account));
    }
    const ids: string[] = [];
    for (const [i, client] of clients.entries()) {
      const res = await post(client, '/solicitudes', { professionalId: p.pro.id, servicio: 'plomero' });
      ids.push(res.json().solicitud._id);
      const profile = (await get(client, `/professionals/${p.pro.id}`)).json();
      expect(profile.respuesta, `after ${i + 1}`).toEqual(i < 2 ? null : { percent: 0, delay: null });
    }
    now = new Date(START.getTime() + 10 * 60 * 1000);
    await post(p.provider, `/solicitudes/${ids[0]}/answer`, { answer: 'acepto' });
    await post(p.provider, `/solicitudes/${ids[1]}/answer`, { answer: 'no_puedo' });
    const profile = (await get(p.client, `/professionals/${p.pro.id}`)).json();
    expect(profile.respuesta).toEqual({ percent: 67, delay: 'hora' });
    const cards = (await get(p.client, '/professionals?servicio=plomero&limit=100')).json();
    const card = (cards.professionals ?? cards).find((c: { _id: string }) => c._id === p.pro.id);
    expect(card?.respuesta).toEqual({ percent: 67, delay: 'hora' });
    now = START;
  });

  it('an admin hides a review or a reply with a reason: audit log, the author is mailed', async () => {
    const p = await parties();
    const commented = await post(p.client, `/professionals/addComment/${p.pro.id}`, {
      descripcion: 'Un insulto',
      calificacionComentario: 1,
    });
    const commentId = commented.json().comment._id;
    await post(p.provider, `/professionals/comments/${commentId}/reply`, { reply: 'Otro insulto' });
    const hideUrl = `/professionals/comments/${commentId}/hide`;
    expect((await post(p.provider, hideUrl, { part: 'reply', reason: 'x' })).statusCode).toBe(403);
    const empty = await post(admin, hideUrl, { part: 'reply', reason: '' });
    expect(empty.json(), empty.body).toMatchObject({ fields: { reason: msg.requests.hideReasonRequired } });

    expect((await post(admin, hideUrl, { part: 'reply', reason: 'Lenguaje ofensivo' })).statusCode).toBe(204);
    let profile = (await get(p.client, `/professionals/${p.pro.id}`)).json();
    expect(profile.comentarios[0]).toMatchObject({ _id: commentId, reply: null });
    const toPro = await smtp.waitForMail(p.proEmail, { subject: HIDDEN_SUBJECT });
    expect(toPro.text).toContain('Motivo: Lenguaje ofensivo');

    expect((await post(admin, hideUrl, { part: 'review', reason: 'Insultos' })).statusCode).toBe(204);
    profile = (await get(p.client, `/professionals/${p.pro.id}`)).json();
    expect(profile.comentarios).toEqual([]);
    expect(profile.calificacion).toBe(0);
    await smtp.waitForMail(p.clientEmail, { subject: HIDDEN_SUBJECT });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, commentId));
    expect(audit.map((a) => a.action).sort()).toEqual(['review.hide', 'review.hideReply']);
    // A hidden review takes no reply.
    expect(
      (await post(p.provider, `/professionals/comments/${commentId}/reply`, { reply: 'Hola' })).statusCode,
    ).toBe(404);
  });
});
