import { defaultChannels } from '@servihogar/shared/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn, TEST_PASSWORD } from '../../../test/accounts.ts';
import { tellAnswer } from '../../../test/answer-notice.ts';
import { buildTestApp, NOW, type TestApp } from '../../../test/build-test-app.ts';
import { jobsSettled } from '../../../test/jobs-settled.ts';
import { openTransactions } from '../../../test/open-transactions.ts';
import { type FakeWhatsApp, startFakeWhatsApp, statusWebhook } from '../../../test/whatsapp/fake-whatsapp.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { mailOutbox } from '../../db/tables/mail-outbox.table.ts';
import { pushSubscriptions } from '../../db/tables/push-subscriptions.table.ts';
import { whatsAppNumbers, whatsAppSends } from '../../db/tables/whatsapp.table.ts';
import { appConfigOf } from '../../plugins/spa.ts';
import { WHATSAPP_CODE_JOB } from './whatsapp.jobs.ts';

// WhatsApp, opt-in (issue 42, part 5), through HTTP against a local Cloud API: the number, its code
// over WhatsApp, the notices as template messages, the fallback to e-mail, the signed status webhooks.

const WA = { token: 'EAAG-token-de-prueba', phoneNumberId: '109876543210', appSecret: 'secreto-de-la-app' };
const VERIFY = 'token-de-verificacion';
const MINUTE = 60_000;
const NUMBER = '3815551234';
const RECIPIENT = '5493815551234';

describe('WhatsApp not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('does not exist: no option in the app config, its routes answer 404', async () => {
    const ana = await signIn(t.app, await createAccount(t.db, { roles: ['Cliente'] }));
    expect(appConfigOf(t.config).whatsApp).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/whatsapp', headers: ana.auth })).statusCode).toBe(404);
    const number = await t.app.inject({
      method: 'POST',
      url: '/whatsapp/number',
      headers: ana.auth,
      payload: { numero: NUMBER },
    });
    expect(number.statusCode).toBe(404);
    expect(number.json().message).toBe('Los avisos por WhatsApp no están disponibles.');
    expect(
      (await t.app.inject({ method: 'GET', url: '/webhooks/whatsapp?hub.mode=subscribe' })).statusCode,
    ).toBe(404);
    const prefs = await t.app.inject({ method: 'GET', url: '/notifications/preferences', headers: ana.auth });
    expect(prefs.json().available.whatsapp).toBe(false);
  });
});

describe('WhatsApp', () => {
  let clock = NOW;
  let t: TestApp;
  let fake: FakeWhatsApp;
  let ana: { id: string; email: string };
  let anaIn: SignedIn;
  let webhookUrl = '';

  beforeAll(async () => {
    fake = await startFakeWhatsApp(WA);
    t = await buildTestApp({
      now: () => clock,
      env: {
        PUBLIC_URL: 'https://servihogar.test',
        WHATSAPP_TOKEN: WA.token,
        WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
        WHATSAPP_APP_SECRET: WA.appSecret,
        WHATSAPP_VERIFY_TOKEN: VERIFY,
        WHATSAPP_API_URL: fake.url,
      },
    });
    // Meta posts the status webhooks to the running server.
    // Decision 0051: the app never awaits WhatsApp while holding a transaction. The stand-in
    // answers only when none is open: a call made inside one waits until the app's own timeout.
    fake.answerOnlyWhen(async () => (await openTransactions(t.database)) === 0);
    webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp`;
    const a = await createAccount(t.db, { roles: ['Cliente'], nombre: 'Ana' });
    ana = { id: a.id, email: a.email };
    anaIn = await signIn(t.app, a);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: anaIn.auth, ...(payload ? { payload } : {}) });
  const runJobs = () => jobsSettled(t, clock);
  const tell = (title: string) => tellAnswer(t.db, ana.id, title, clock);
  const sendOf = async (messageId: string) =>
    (await t.db.select().from(whatsAppSends).where(eq(whatsAppSends.messageId, messageId)))[0];
  const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it('shows the option and answers Meta’s verification handshake only with the verify token', async () => {
    expect(appConfigOf(t.config).whatsApp).toBe(true);
    const ok = await t.app.inject({
      method: 'GET',
      url: `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('confirms a number with the 6-digit code sent over WhatsApp (wrong tries, resend wait, expiry)', async () => {
    expect((await call('GET', '/whatsapp')).json()).toEqual({ numero: null, confirmado: false });
    const bad = await call('POST', '/whatsapp/number', { numero: '0381155551234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.numero).toBe(
      'El número debe tener 10 dígitos: código de área y número, sin el 0 ni el 15.',
    );
    expect((await call('POST', '/whatsapp/confirm', { codigo: '123456' })).statusCode).toBe(409);

    const asked = await call('POST', '/whatsapp/number', { numero: NUMBER });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ numero: NUMBER, confirmado: false });
    await runJobs();
    const code = fake.lastCodeTo(RECIPIENT)!;
    expect(code).toMatch(/^\d{6}$/);
    const message = fake.sent.at(-1)!;
    expect(message).toMatchObject({ template: 'servihogar_codigo', language: 'es_AR', buttonParams: [code] });
    expect(await sendOf(message.id)).toMatchObject({ accountId: ana.id, status: 'accepted' });
    // Once sent, the code no longer waits in the jobs table.
    const codeJobs = await t.db.select().from(jobs).where(eq(jobs.kind, WHATSAPP_CODE_JOB));
    expect(codeJobs.map((job) => job.payload as Record<string, unknown>).filter((p) => 'code' in p)).toEqual(
      [],
    );

    const again = await call('POST', '/whatsapp/number', { numero: NUMBER });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Esperá un minuto antes de pedir otro código.');

    // Five wrong tries burn the code: even the right one fails after them.
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/whatsapp/confirm', { codigo: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('El código no es correcto o venció. Pedí uno nuevo si hace falta.');
    }
    expect((await call('POST', '/whatsapp/confirm', { codigo: code })).statusCode).toBe(400);

    // A new code, 11 minutes later, has expired.
    clock = new Date(clock.getTime() + 2 * MINUTE);
    expect((await call('POST', '/whatsapp/number', { numero: NUMBER })).statusCode).toBe(202);
    await runJobs();
    const stale = fake.lastCodeTo(RECIPIENT)!;
    clock = new Date(clock.getTime() + 11 * MINUTE);
    expect((await call('POST', '/whatsapp/confirm', { codigo: stale })).statusCode).toBe(400);

    expect((await call('POST', '/whatsapp/number', { numero: NUMBER })).statusCode).toBe(202);
    await runJobs();
    const fresh = fake.lastCodeTo(RECIPIENT)!;
    const confirmed = await call('POST', '/whatsapp/confirm', { codigo: fresh });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ numero: NUMBER, confirmado: true });
    expect((await call('GET', '/notifications/preferences')).json().available.whatsapp).toBe(true);
  });

  it('sends the chosen notifications as template messages; signed status webhooks move them forward', async () => {
    const before = fake.sent.length;
    const told = await tell('Respondieron tu pedido');
    await runJobs();
    const notice = fake.sent[before]!;
    expect(notice).toMatchObject({
      to: RECIPIENT,
      template: 'servihogar_aviso',
      bodyParams: [
        'Respondieron tu pedido',
        'Raúl aceptó tu pedido.',
        'https://servihogar.test/dash/misSolicitudes',
      ],
    });
    expect(await sendOf(notice.id)).toMatchObject({ status: 'accepted', notificationId: told.id });

    // Meta posts its statuses to the running server, signed with the app secret.
    expect(await fake.postStatus(webhookUrl, [{ id: notice.id, status: 'delivered' }])).toBe(200);
    expect((await sendOf(notice.id))!.status).toBe('delivered');
    // A late 'sent' does not move it back; 'read' moves it on.
    expect(await fake.postStatus(webhookUrl, [{ id: notice.id, status: 'sent' }])).toBe(200);
    expect((await sendOf(notice.id))!.status).toBe('delivered');
    expect(
      await fake.postStatus(webhookUrl, [
        { id: notice.id, status: 'read' },
        { id: 'wamid.desconocido', status: 'read' },
      ]),
    ).toBe(200);
    expect((await sendOf(notice.id))!.status).toBe('read');
  });

  it('refuses a status webhook whose signature is wrong, missing or of another body', async () => {
    await tell('Otra');
    await runJobs();
    const notice = fake.sent.at(-1)!;
    expect(notice.bodyParams[0]).toBe('Otra');
    const signed = statusWebhook(WA, [{ id: notice.id, status: 'failed' }]);
    const forged = statusWebhook({ ...WA, appSecret: 'otro-secreto' }, [{ id: notice.id, status: 'failed' }]);
    const other = statusWebhook(WA, [{ id: notice.id, status: 'delivered' }]);
    const post = (body: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/webhooks/whatsapp',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-hub-signature-256': signature } : {}),
        },
        payload: body,
      });
    expect((await post(signed.body, forged.signature)).statusCode).toBe(401);
    expect((await post(signed.body)).statusCode).toBe(401);
    expect((await post(signed.body, other.signature)).statusCode).toBe(401);
    expect((await post('{"object":', signed.signature)).statusCode).toBe(400);
    expect((await sendOf(notice.id))!.status).toBe('accepted');
  });

  it('falls back to e-mail when WhatsApp refuses a notice or reports it failed, once', async () => {
    // Ana gets answers by WhatsApp, not by e-mail: the fallback is what mails her.
    const channels = defaultChannels();
    channels.answer = { email: false, push: false, whatsapp: true };
    const saved = await call('PUT', '/notifications/preferences', {
      channels,
      quietHours: { enabled: true, start: 22, end: 8 },
    });
    expect(saved.statusCode).toBe(200);
    const fallbacks = async () =>
      (await mailsTo(ana.email))
        .filter((m) => ['Rechazado por WhatsApp', 'Fallido después'].includes(m.subject))
        .map((m) => ({ subject: m.subject, text: m.text }))
        .sort((a, b) => a.subject.localeCompare(b.subject));

    fake.refuseNext(400, 131026, 'Message undeliverable');
    const refused = await tell('Rechazado por WhatsApp');
    await runJobs();
    await runJobs();
    const mails = await fallbacks();
    expect(mails.map((m) => m.subject)).toEqual(['Rechazado por WhatsApp']);
    expect(mails[0]!.text).toContain('https://servihogar.test/dash/misSolicitudes');
    const noSend = await t.db
      .select()
      .from(whatsAppSends)
      .where(and(eq(whatsAppSends.notificationId, refused.id)));
    expect(noSend).toEqual([]);

    // Accepted, then reported failed by the status webhook: mailed too, and only once.
    await tell('Fallido después');
    await runJobs();
    const notice = fake.sent.at(-1)!;
    expect(notice.bodyParams[0]).toBe('Fallido después');
    const failed = [
      { id: notice.id, status: 'failed', errors: [{ code: 131047, title: 'Re-engagement message' }] },
    ];
    expect(await fake.postStatus(webhookUrl, failed)).toBe(200);
    expect(await fake.postStatus(webhookUrl, failed)).toBe(200);
    await runJobs();
    expect(await sendOf(notice.id)).toMatchObject({
      status: 'failed',
      error: '131047 Re-engagement message',
    });
    expect((await fallbacks()).map((m) => m.subject)).toEqual(['Fallido después', 'Rechazado por WhatsApp']);
  });

  it('forgets the number on request: no more WhatsApp', async () => {
    expect((await call('DELETE', '/whatsapp')).statusCode).toBe(204);
    expect((await call('GET', '/whatsapp')).json()).toEqual({ numero: null, confirmado: false });
    const before = fake.sent.length;
    await tell('Ya sin WhatsApp');
    await runJobs();
    expect(fake.sent.length).toBe(before);
  });
  it('keeps no device, number nor send of an account deleted by its owner', async () => {
    const beto = await createAccount(t.db, { roles: ['Cliente'] });
    const betoIn = await signIn(t.app, beto);
    const ask = await t.app.inject({
      method: 'POST',
      url: '/whatsapp/number',
      headers: betoIn.auth,
      payload: { numero: '3815559876' },
    });
    expect(ask.statusCode).toBe(202);
    await runJobs();
    const push = await t.app.inject({
      method: 'POST',
      url: '/push/subscriptions',
      headers: betoIn.auth,
      payload: {
        endpoint: 'https://push.example/beto',
        keys: { p256dh: `B${'b'.repeat(86)}`, auth: 'c'.repeat(22) },
      },
    });
    expect(push.statusCode).toBe(204);
    const owned = async () => ({
      devices: (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, beto.id)))
        .length,
      numbers: (await t.db.select().from(whatsAppNumbers).where(eq(whatsAppNumbers.accountId, beto.id)))
        .length,
      sends: (await t.db.select().from(whatsAppSends).where(eq(whatsAppSends.accountId, beto.id))).length,
    });
    expect(await owned()).toEqual({ devices: 1, numbers: 1, sends: 1 });
    // Ley 25.326: the person's copy of their data names them (the device by its service's host only).
    const copy = await t.app.inject({ method: 'GET', url: '/account/export', headers: betoIn.auth });
    expect(copy.json().avisosTelefono).toEqual({
      whatsapp: { numero: '3815559876', confirmadoEl: null },
      dispositivos: [{ servicio: 'push.example', registradoEl: clock.toISOString(), ultimoAvisoEl: null }],
    });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/account',
      headers: betoIn.auth,
      payload: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode).toBe(200);
    expect(await owned()).toEqual({ devices: 0, numbers: 0, sends: 0 });
  });
});
