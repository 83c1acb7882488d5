import * as msg from '@servihogar/shared/messages';
import { defaultChannels, type Preferences } from '@servihogar/shared/notifications';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { mailAppOfSuite, PUBLIC_URL } from '../../../test/mail-app.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { notifications } from '../../db/tables/notifications.table.ts';
import { deliveryKey } from './channels.ts';
import { type NotifyInput, notify } from './notifications.service.ts';

// The notification centre through HTTP (decision 0059): the bell's list and count, reading, the
// preferences, the e-mail channel's job and the digest of unread messages.

const MINUTE = 60_000;

describe('notifications', () => {
  let clock = NOW;
  const { t, smtp } = mailAppOfSuite(() => clock);
  let ana: { id: string; email: string };
  let anaIn: SignedIn;
  let beto: SignedIn;

  const get = (who: SignedIn | null, url: string) =>
    t().app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
  const post = (who: SignedIn | null, url: string) =>
    t().app.inject({ method: 'POST', url, headers: who?.auth ?? {} });
  const put = (who: SignedIn, payload: Preferences) =>
    t().app.inject({ method: 'PUT', url: '/notifications/preferences', headers: who.auth, payload });
  const tell = (input: Partial<NotifyInput> & { userId: string }) =>
    t().db.transaction((tx) =>
      notify(tx, {
        kind: 'answer',
        title: 'Respondieron tu pedido',
        body: 'Raúl aceptó tu pedido.',
        path: '/dash/misSolicitudes',
        now: clock,
        ...input,
      }),
    );
  const runJobs = async () => {
    await t().app.jobs.runOnce({ sweep: true });
    await t().mailer.settled();
  };

  beforeAll(async () => {
    const a = await createAccount(t().db, { roles: ['Cliente'], nombre: 'Ana' });
    const b = await createAccount(t().db, { roles: ['Cliente'] });
    ana = { id: a.id, email: a.email };
    anaIn = await signIn(t().app, a);
    beto = await signIn(t().app, b);
  });

  it('lists only the owner’s notifications, unread first, counts and marks them read', async () => {
    const first = await tell({ userId: ana.id, title: 'Primera' });
    clock = new Date(NOW.getTime() + MINUTE);
    const second = await tell({ userId: ana.id, title: 'Segunda' });
    clock = new Date(NOW.getTime() + 2 * MINUTE);
    await tell({ userId: ana.id, title: 'Tercera' });

    expect((await get(anaIn, '/notifications/unread-count')).json()).toEqual({ unread: 3 });
    expect((await get(beto, '/notifications/unread-count')).json()).toEqual({ unread: 0 });
    expect((await get(null, '/notifications/unread-count')).statusCode).toBe(401);

    // Someone else's notification does not exist for Beto.
    expect((await post(beto, `/notifications/${second.id}/read`)).statusCode).toBe(404);
    const read = await post(anaIn, `/notifications/${second.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: second.id, title: 'Segunda', readAt: clock.toISOString() });

    const list = (await get(anaIn, '/notifications?pageSize=2')).json();
    expect(list).toMatchObject({ total: 3, unread: 2, page: 1, pageSize: 2 });
    expect(list.notifications.map((n: { title: string }) => n.title)).toEqual(['Tercera', 'Primera']);
    const page2 = (await get(anaIn, '/notifications?pageSize=2&page=2')).json();
    expect(page2.notifications.map((n: { title: string }) => n.title)).toEqual(['Segunda']);
    expect((await get(beto, '/notifications')).json()).toMatchObject({ total: 0, notifications: [] });

    expect((await post(anaIn, '/notifications/read-all')).json()).toEqual({ unread: 0 });
    expect((await get(anaIn, '/notifications/unread-count')).json()).toEqual({ unread: 0 });
    const [row] = await t().db.select().from(notifications).where(eq(notifications.id, first.id));
    expect(row?.readAt).toEqual(clock);
    clock = NOW;
  });

  it('names every route in the API document, each for signed-in callers', async () => {
    const doc = (await t().app.inject({ url: '/docs/json' })).json();
    const ops = [
      ['/notifications', 'get'],
      ['/notifications/unread-count', 'get'],
      ['/notifications/{id}/read', 'post'],
      ['/notifications/read-all', 'post'],
      ['/notifications/preferences', 'get'],
      ['/notifications/preferences', 'put'],
    ] as const;
    for (const [path, method] of ops) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('refuses a malformed id with the Spanish message', async () => {
    const res = await post(anaIn, '/notifications/nada/read');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.api.invalidId);
  });

  it('keeps the preferences: defaults, then every switch and the quiet hours', async () => {
    const defaults = (await get(anaIn, '/notifications/preferences')).json();
    expect(defaults.quietHours).toEqual({ enabled: true, start: 22, end: 8 });
    expect(defaults.channels.new_request).toEqual({ email: true, push: true, whatsapp: true });
    // Only e-mail is available on a server without Web Push or WhatsApp configured.
    expect(defaults.available).toEqual({ email: true, push: false, whatsapp: false });

    const channels = defaultChannels();
    channels.answer.email = false;
    const saved = await put(anaIn, { channels, quietHours: { enabled: true, start: 23, end: 7 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      quietHours: { start: 23, end: 7 },
      channels: { answer: { email: false } },
    });
    expect((await get(anaIn, '/notifications/preferences')).json().channels.answer.email).toBe(false);
    // Beto's stay his own.
    expect((await get(beto, '/notifications/preferences')).json().channels.answer.email).toBe(true);

    const bad = await put(anaIn, { channels, quietHours: { enabled: true, start: 24, end: 7 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(msg.notifications.invalidHour);

    // A kind whose feature mails on its own: notify says whether the person wants that mail.
    expect((await tell({ userId: ana.id, kind: 'answer' })).mail).toBe(false);
    expect((await tell({ userId: ana.id, kind: 'expiry' })).mail).toBe(true);
    await put(anaIn, { channels: defaultChannels(), quietHours: { enabled: true, start: 22, end: 8 } });
  });

  it('mails a kind without its own mail through the e-mail channel, once, and never an own-mail kind', async () => {
    const reminder = await tell({
      userId: ana.id,
      kind: 'booking_reminder',
      title: 'Mañana tenés un turno',
      body: 'Raúl irá mañana a las 10:00.',
      path: '/dash/misSolicitudes',
    });
    const own = await tell({ userId: ana.id, kind: 'answer' });
    const keys = (await t().db.select({ key: jobs.key }).from(jobs)).map((j) => j.key);
    expect(keys).toContain(deliveryKey(reminder.id, 'email'));
    expect(keys).not.toContain(deliveryKey(own.id, 'email'));

    await runJobs();
    const mail = await smtp().waitForMail(ana.email, { subject: 'Mañana tenés un turno' });
    expect(mail.text).toContain('Hola Ana:');
    expect(mail.text).toContain('Raúl irá mañana a las 10:00.');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/dash/misSolicitudes"`);
    await runJobs();
    expect(smtp().all.filter((m) => m.subject === 'Mañana tenés un turno')).toHaveLength(1);
    expect(smtp().all.filter((m) => m.subject === 'Respondieron tu pedido')).toHaveLength(0);
  });

  it('sends unread messages older than 15 minutes as one digest per person, once', async () => {
    const carla = await createAccount(t().db, { roles: ['Cliente'], nombre: 'Carla' });
    const start = new Date(NOW.getTime() + 60 * MINUTE);
    clock = start;
    const message = (title: string, path: string) =>
      tell({ userId: carla.id, kind: 'message', title, body: 'Hola', path });
    await message('Mensaje de Raúl', '/dash/misSolicitudes?pedido=1');
    await message('Mensaje de Raúl', '/dash/misSolicitudes?pedido=1');
    const read = await message('Mensaje de Sofía', '/dash/misSolicitudes?pedido=2');
    await t()
      .db.update(notifications)
      .set({ readAt: start })
      .where(and(eq(notifications.id, read.id)));
    clock = new Date(start.getTime() + 10 * MINUTE);
    await runJobs();
    expect(smtp().all.filter((m) => m.to.includes(carla.email))).toHaveLength(0);

    clock = new Date(start.getTime() + 16 * MINUTE);
    await runJobs();
    const digest = await smtp().waitForMail(carla.email, { subject: msg.notifications.digestSubject });
    expect(digest.text).toContain('Tenés 2 mensajes sin leer:');
    expect(digest.text).toContain(`Mensaje de Raúl (2): ${PUBLIC_URL}/dash/misSolicitudes?pedido=1`);
    expect(digest.text).not.toContain('Sofía');

    clock = new Date(start.getTime() + 40 * MINUTE);
    await runJobs();
    expect(smtp().all.filter((m) => m.to.includes(carla.email))).toHaveLength(1);
    clock = NOW;
  });
});
