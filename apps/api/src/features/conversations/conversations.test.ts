import { MESSAGE_PAGE_SIZE } from '@servihogar/shared/conversations';
import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn, signInAdmin } from '../../../test/accounts.ts';
import { buildTestApp, NOW, type TestApp } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { expectUprightPrivateWebp, phoneJpeg, solidImage } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { LIVE_EVENTS_CHANNEL } from '../../db/live-events.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { messages } from '../../db/tables/conversations.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { accounts } from '../../db/tables/users.table.ts';

// The conversation of a solicitud (issue 42) through HTTP: the two parties only, newest last with
// keyset pages, unread counts, photos without EXIF, 60 an hour, reports, hiding and blocks.

let t: TestApp;
let admin: SignedIn;
let n = 0;
beforeAll(async () => {
  // The production limits: 60 messages an hour per person.
  // A clock that moves a millisecond on each reading: messages written one after the other.
  let tick = 0;
  t = await buildTestApp({
    now: () => new Date(NOW.getTime() + tick++),
    rateLimits: { messages: { max: 60, timeWindow: 3_600_000 } },
  });
  ({ admin } = await signInAdmin(t));
});
afterAll(() => t.close());

/** A new client and professional (with its Prestador account), signed in, and a solicitud between them. */
async function conversation() {
  n += 1;
  const clientAccount = await createAccount(t.db, { roles: ['Cliente'], nombre: 'Carla', apellido: 'Gómez' });
  const proAccount = await createAccount(t.db, { roles: ['Prestador'] });
  const pro = await insertProfessional(t.db, {
    now: NOW,
    state: 'trial',
    nombre: 'Raúl',
    apellido: `Ríos${n}`,
    accountId: proAccount.id,
    services: ['plomero'],
  });
  const [row] = await t.db
    .insert(solicitudes)
    .values({
      clientAccountId: clientAccount.id,
      professionalId: pro.id,
      categorySlug: 'plomero',
      createdAt: NOW,
    })
    .returning();
  return {
    id: row!.id,
    pro,
    accounts: { client: clientAccount, provider: proAccount },
    client: await signIn(t.app, clientAccount),
    provider: await signIn(t.app, proAccount),
  };
}

const get = (who: SignedIn | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const post = (who: SignedIn | null, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const write = (who: SignedIn, id: string, texto: string) =>
  post(who, `/solicitudes/${id}/mensajes`, { texto });
const postPhoto = (who: SignedIn, id: string, data: Buffer, texto?: string) => {
  const { payload, headers } = multipartBody([
    ...(texto ? [{ field: 'texto', data: texto }] : []),
    { field: 'foto', filename: 'foto.jpg', contentType: 'image/jpeg', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/solicitudes/${id}/mensajes/foto`,
    payload,
    headers: { ...headers, ...who.auth },
  });
};

/** LISTEN on the live events' channel: in process on PGlite, a connection of its own on PostgreSQL. */
async function listen(onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  if (t.database.listen) return t.database.listen(LIVE_EVENTS_CHANNEL, onNotify);
  const client = new pg.Client({ connectionString: t.config.DATABASE_URL });
  await client.connect();
  client.on('notification', (n) => onNotify(n.payload ?? ''));
  await client.query(`listen ${LIVE_EVENTS_CHANNEL}`);
  return () => client.end();
}

describe('a conversation per solicitud', () => {
  it('lets the two parties write, newest last, with unread counts on the lists and in the header', async () => {
    const c = await conversation();
    const first = await write(c.client, c.id, '¿Podés el sábado?');
    expect(first.statusCode).toBe(201);
    expect(first.json().mensaje).toMatchObject({ mine: true, autor: 'Carla G.', texto: '¿Podés el sábado?' });
    expect((await write(c.client, c.id, 'A la mañana')).statusCode).toBe(201);

    // The professional has two unread, on the inbox row and in the header.
    const inbox = (await get(c.provider, '/solicitudes/inbox')).json();
    expect(inbox.solicitudes[0]).toMatchObject({ _id: c.id, unread: 2 });
    expect((await get(c.provider, '/solicitudes/mensajes/unread')).json()).toEqual({ total: 2 });
    expect((await get(c.client, '/solicitudes/mensajes/unread')).json()).toEqual({ total: 0 });

    const seen = (await get(c.provider, `/solicitudes/${c.id}/mensajes`)).json();
    expect(seen).toMatchObject({
      otherName: 'Carla G.',
      prev: null,
      blockedByMe: false,
      blockedByOther: false,
    });
    expect(seen.mensajes.map((m: { texto: string }) => m.texto)).toEqual([
      '¿Podés el sábado?',
      'A la mañana',
    ]);
    expect(seen.mensajes[0]).toMatchObject({ mine: false, autor: 'Carla G.', hidden: false, foto: null });

    // Each message is also a "message" notification in the professional's bell.
    const bell = (await get(c.provider, '/notifications')).json();
    expect(bell.unread).toBe(2);
    expect(bell.notifications[0]).toMatchObject({
      kind: 'message',
      title: 'Nuevo mensaje de Carla G.',
      body: 'A la mañana',
      path: `/dash/pedidos?pedido=${c.id}`,
    });

    expect((await post(c.provider, `/solicitudes/${c.id}/mensajes/read`)).statusCode).toBe(204);
    expect((await get(c.provider, '/solicitudes/mensajes/unread')).json()).toEqual({ total: 0 });
    // Reading the conversation reads its notifications: the bell clears, the digest leaves them out.
    expect((await get(c.provider, '/notifications/unread-count')).json()).toEqual({ unread: 0 });
    expect((await get(c.provider, '/solicitudes/inbox')).json().solicitudes[0].unread).toBe(0);

    expect((await write(c.provider, c.id, 'Sí, a las 9')).statusCode).toBe(201);
    const mine = (await get(c.client, '/solicitudes/mine')).json();
    expect(mine.solicitudes[0]).toMatchObject({ _id: c.id, unread: 1 });
    const read = (await get(c.client, `/solicitudes/${c.id}/mensajes`)).json();
    expect(read.otherName).toBe(`Raúl Ríos${n}`);
    expect(read.mensajes.at(-1)).toMatchObject({ mine: false, autor: `Raúl Ríos${n}`, texto: 'Sí, a las 9' });
  });

  it('tells both parties’ open pages at commit (a live event), and nobody of a refused message', async () => {
    const c = await conversation();
    // What publishLive notifies: each recipient with its event number, and the event.
    const heard: { to: [string, number][]; event: { kind: string } }[] = [];
    let resolve: () => void = () => {};
    const arrived = new Promise<void>((r) => {
      resolve = r;
    });
    const stop = await listen((payload) => {
      heard.push(JSON.parse(payload));
      if (heard.some((h) => h.event.kind === 'message')) resolve();
    });
    try {
      expect((await write(c.client, c.id, '')).statusCode).toBe(400);
      expect((await write(c.client, c.id, 'Hola')).statusCode).toBe(201);
      await arrived;
      // The message's event to both, first; then the bell's own (notify) to the other party.
      expect(heard[0]?.event).toEqual({ kind: 'message', solicitudId: c.id });
      expect(heard[0]?.to.map(([id]) => id).sort()).toEqual(
        [c.accounts.provider.id, c.accounts.client.id].sort(),
      );
    } finally {
      await stop();
    }
  });

  it('answers 404 to anyone but the two parties, admins included, and 401 to the anonymous', async () => {
    const c = await conversation();
    await write(c.client, c.id, 'Hola');
    const stranger = await signIn(t.app, await createAccount(t.db, { roles: ['Cliente'] }));
    for (const who of [stranger, admin]) {
      expect((await get(who, `/solicitudes/${c.id}/mensajes`)).statusCode).toBe(404);
      expect((await write(who, c.id, 'Hola')).statusCode).toBe(404);
      expect((await post(who, `/solicitudes/${c.id}/mensajes/read`)).statusCode).toBe(404);
      expect((await post(who, `/solicitudes/${c.id}/mensajes/block`)).statusCode).toBe(404);
    }
    expect((await get(null, `/solicitudes/${c.id}/mensajes`)).statusCode).toBe(401);
    expect((await write(c.client, '00000000-0000-4000-8000-000000000000', 'Hola')).statusCode).toBe(404);
  });

  it('refuses an empty or too long text, and a banned account', async () => {
    const c = await conversation();
    const empty = await write(c.client, c.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.texto).toBe(msg.conversations.textRequired);
    expect((await write(c.client, c.id, 'a'.repeat(1001))).json().fields.texto).toBe(
      msg.conversations.textMax,
    );
    expect((await write(c.client, c.id, 'a'.repeat(1000))).statusCode).toBe(201);

    await t.db.update(accounts).set({ bannedAt: NOW }).where(eq(accounts.id, c.accounts.client.id));
    const banned = await write(c.client, c.id, 'Hola');
    expect(banned.statusCode).toBe(403);
    expect(banned.json().message).toBe(msg.api.accountBanned);
  });

  it('answers 429 with its Spanish message past 60 messages an hour, counting photos too', async () => {
    const c = await conversation();
    for (let i = 0; i < 59; i++) expect((await write(c.client, c.id, `m${i}`)).statusCode).toBe(201);
    expect((await postPhoto(c.client, c.id, await solidImage('png'))).statusCode).toBe(201);
    const refused = await write(c.client, c.id, 'uno más');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(msg.conversations.tooMany);
    // The other party counts alone.
    expect((await write(c.provider, c.id, 'Te leo')).statusCode).toBe(201);
  });

  it('pages older messages by keyset, newest last on each page', async () => {
    const c = await conversation();
    const at = (i: number) => new Date(NOW.getTime() - (40 - Math.floor(i / 2)) * 60_000);
    await t.db.insert(messages).values(
      Array.from({ length: 40 }, (_, i) => ({
        solicitudId: c.id,
        authorAccountId: i % 3 ? c.accounts.client.id : c.accounts.provider.id,
        texto: `m${i}`,
        // Two by two at the same instant: the id breaks the tie.
        createdAt: at(i),
      })),
    );
    const first = (await get(c.client, `/solicitudes/${c.id}/mensajes`)).json();
    expect(first.mensajes).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(first.prev).not.toBeNull();
    const older = (
      await get(c.client, `/solicitudes/${c.id}/mensajes?before=${encodeURIComponent(first.prev)}`)
    ).json();
    expect(older.mensajes).toHaveLength(40 - MESSAGE_PAGE_SIZE);
    expect(older.prev).toBeNull();
    const all = [...older.mensajes, ...first.mensajes];
    expect(new Set(all.map((m: { _id: string }) => m._id)).size).toBe(40);
    const times = all.map((m: { createdAt: string }) => m.createdAt);
    expect(times).toEqual([...times].sort());
    expect((await get(c.client, `/solicitudes/${c.id}/mensajes?before=nope`)).statusCode).toBe(400);
  });

  it('keeps a photo private, re-encoded as WebP without EXIF, and refuses GIF and too big ones', async () => {
    const c = await conversation();
    const sent = await postPhoto(c.client, c.id, await phoneJpeg(), 'Así quedó la pared');
    expect(sent.statusCode).toBe(201);
    const { mensaje } = sent.json();
    expect(mensaje).toMatchObject({
      texto: 'Así quedó la pared',
      foto: `/solicitudes/${c.id}/mensajes/${mensaje._id}/foto`,
    });

    await expectUprightPrivateWebp(await get(c.provider, mensaje.foto));

    const stranger = await signIn(t.app, await createAccount(t.db, { roles: ['Cliente'] }));
    expect((await get(stranger, mensaje.foto)).statusCode).toBe(404);
    expect((await get(admin, mensaje.foto)).statusCode).toBe(404);

    const gif = await postPhoto(c.client, c.id, await solidImage('gif'));
    expect(gif.statusCode).toBe(415);
    expect(gif.json().message).toBe(msg.conversations.photoOnly);
    expect((await postPhoto(c.client, c.id, Buffer.alloc(5 * 1024 * 1024 + 10, 1))).statusCode).toBe(413);
    // A photo alone is a message; no photo at all is not.
    expect((await postPhoto(c.client, c.id, await solidImage('webp'))).statusCode).toBe(201);
    const none = multipartBody([{ field: 'texto', data: 'sin foto' }]);
    const noPhoto = await t.app.inject({
      method: 'POST',
      url: `/solicitudes/${c.id}/mensajes/foto`,
      payload: none.payload,
      headers: { ...none.headers, ...c.client.auth },
    });
    expect(noPhoto.statusCode).toBe(400);
  });

  it('lets a party report a message; admins see reported conversations only, hide with a reason (audit) and read the photo', async () => {
    const quiet = await conversation();
    await write(quiet.client, quiet.id, 'Nada que denunciar');
    const c = await conversation();
    const own = (await write(c.client, c.id, 'Hola')).json().mensaje;
    const bad = (await postPhoto(c.provider, c.id, await solidImage('png'), 'Algo ofensivo')).json().mensaje;

    const ownReport = await post(c.client, `/solicitudes/${c.id}/mensajes/${own._id}/report`, {
      reason: 'x',
    });
    expect(ownReport.statusCode).toBe(403);
    expect(ownReport.json().message).toBe(msg.conversations.reportOwn);
    expect(
      (await post(c.client, `/solicitudes/${c.id}/mensajes/${bad._id}/report`, { reason: '' })).statusCode,
    ).toBe(400);
    const report = () =>
      post(c.client, `/solicitudes/${c.id}/mensajes/${bad._id}/report`, { reason: 'Me insultó' });
    expect((await report()).statusCode).toBe(204);
    expect((await report()).statusCode).toBe(204);
    const afterReport = (await get(c.client, `/solicitudes/${c.id}/mensajes`)).json();
    expect(afterReport.mensajes.find((m: { _id: string }) => m._id === bad._id).reportedByMe).toBe(true);

    const list = (await get(admin, '/solicitudes/reported')).json().conversaciones;
    expect(list.map((r: { solicitudId: string }) => r.solicitudId)).toContain(c.id);
    expect(list.map((r: { solicitudId: string }) => r.solicitudId)).not.toContain(quiet.id);
    expect(list.find((r: { solicitudId: string }) => r.solicitudId === c.id)).toMatchObject({
      reports: 1,
      client: { nombre: 'Carla G.' },
      professional: { _id: c.pro.id, accountId: c.accounts.provider.id },
    });
    expect((await get(admin, `/solicitudes/reported/${quiet.id}`)).statusCode).toBe(404);
    const whole = (await get(admin, `/solicitudes/reported/${c.id}`)).json().mensajes;
    expect(whole.find((m: { _id: string }) => m._id === bad._id)).toMatchObject({
      party: 'professional',
      texto: 'Algo ofensivo',
      reports: [{ reason: 'Me insultó' }],
    });
    expect((await get(admin, bad.foto)).statusCode).toBe(200);

    const quietId = (await t.db.select().from(messages).where(eq(messages.solicitudId, quiet.id)))[0]!.id;
    expect((await post(admin, `/solicitudes/mensajes/${quietId}/hide`, { reason: 'No' })).statusCode).toBe(
      404,
    );
    expect((await post(c.client, `/solicitudes/mensajes/${bad._id}/hide`, { reason: 'No' })).statusCode).toBe(
      403,
    );
    expect(
      (await post(admin, `/solicitudes/mensajes/${bad._id}/hide`, { reason: 'Insulto' })).statusCode,
    ).toBe(204);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, bad._id));
    expect(entry).toMatchObject({
      action: 'message.hide',
      targetType: 'message',
      details: { reason: 'Insulto', solicitudId: c.id },
    });

    for (const who of [c.client, c.provider]) {
      const shown = (await get(who, `/solicitudes/${c.id}/mensajes`)).json().mensajes;
      expect(shown.find((m: { _id: string }) => m._id === bad._id)).toMatchObject({
        hidden: true,
        texto: null,
        foto: null,
      });
      expect((await get(who, bad.foto)).statusCode).toBe(404);
    }
    expect(
      (await get(admin, `/solicitudes/reported/${c.id}`))
        .json()
        .mensajes.find((m: { _id: string }) => m._id === bad._id).hiddenReason,
    ).toBe('Insulto');
  });

  it('lets either party block the conversation: nobody writes until the blocker unblocks', async () => {
    const c = await conversation();
    expect((await post(c.client, `/solicitudes/${c.id}/mensajes/block`)).statusCode).toBe(204);
    expect((await get(c.client, `/solicitudes/${c.id}/mensajes`)).json()).toMatchObject({
      blockedByMe: true,
      blockedByOther: false,
    });
    expect((await get(c.provider, `/solicitudes/${c.id}/mensajes`)).json()).toMatchObject({
      blockedByMe: false,
      blockedByOther: true,
    });
    const refused = await write(c.provider, c.id, 'Hola');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(msg.conversations.blocked);
    expect((await write(c.client, c.id, 'Hola')).statusCode).toBe(403);
    // The other's unblock lifts only their own block.
    expect((await post(c.provider, `/solicitudes/${c.id}/mensajes/unblock`)).statusCode).toBe(204);
    expect((await write(c.provider, c.id, 'Hola')).statusCode).toBe(403);
    expect((await post(c.client, `/solicitudes/${c.id}/mensajes/unblock`)).statusCode).toBe(204);
    expect((await write(c.provider, c.id, 'Hola')).statusCode).toBe(201);
  });
});
