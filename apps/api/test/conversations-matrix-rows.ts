import { eq } from 'drizzle-orm';
import { conversationParties, messageReports, messages } from '../src/db/tables/conversations.table.ts';
import { professionals } from '../src/db/tables/professionals.table.ts';
import { solicitudes } from '../src/db/tables/solicitudes.table.ts';
import type { TestApp } from './build-test-app.ts';
import { adminOnly, type Row as MatrixRow, plainRow, signedIn } from './matrix.ts';
import { multipartBody } from './multipart.ts';

// The conversations' endpoints (issue 42) for the authorization matrix. Each request is about a new
// solicitud of the matrix's Cliente to the matrix's Prestador, with a message of each: only its two
// parties reach it; admins and anyone else get 404 (admins read reported conversations only).

type Context = { t: TestApp; clientId: string; professionalId: string; png: Buffer };
type Row = MatrixRow<Context>;

const parties = { anonymous: 401, Cliente: 200, Prestador: 200, Redactor: 404, Admin: 404 };
const partiesNoContent = { ...parties, Cliente: 204, Prestador: 204 };

/** A solicitud between the matrix's two parties, a message of each (one with a photo), optionally reported. */
async function conversation(c: Context, reported = false) {
  const [pro] = await c.t.db.select().from(professionals).where(eq(professionals.id, c.professionalId));
  const [s] = await c.t.db
    .insert(solicitudes)
    .values({ clientAccountId: c.clientId, professionalId: c.professionalId, categorySlug: 'plomero' })
    .returning();
  const key = `private/messages/${s!.id}.webp`;
  await c.t.files.put(key, c.png, 'image/webp');
  const [fromClient, fromPro] = await c.t.db
    .insert(messages)
    .values([
      { solicitudId: s!.id, authorAccountId: c.clientId, texto: 'Hola' },
      { solicitudId: s!.id, authorAccountId: pro!.accountId!, texto: 'Hola', photoKey: key },
    ])
    .returning();
  if (reported) {
    await c.t.db.insert(messageReports).values({
      messageId: fromPro!.id,
      solicitudId: s!.id,
      reporterAccountId: c.clientId,
      reason: 'Ofensivo',
    });
  }
  await c.t.db.delete(conversationParties).where(eq(conversationParties.solicitudId, s!.id));
  return { id: s!.id, fromClient: fromClient!.id, fromPro: fromPro!.id };
}

const onConversation =
  (
    method: 'GET' | 'POST',
    path: (ids: Awaited<ReturnType<typeof conversation>>) => string,
    payload?: object,
  ) =>
  async (c: Context) => ({
    method,
    url: path(await conversation(c)),
    ...(payload ? { payload } : {}),
  });

export const CONVERSATIONS_ROWS: Row[] = [
  {
    endpoint: 'GET /solicitudes/{id}/mensajes',
    request: onConversation('GET', (s) => `/solicitudes/${s.id}/mensajes`),
    expected: parties,
  },
  {
    endpoint: 'POST /solicitudes/{id}/mensajes',
    request: onConversation('POST', (s) => `/solicitudes/${s.id}/mensajes`, { texto: '¿Podés el sábado?' }),
    expected: { ...parties, Cliente: 201, Prestador: 201 },
  },
  {
    endpoint: 'POST /solicitudes/{id}/mensajes/foto',
    request: async (c) => {
      const { payload, headers } = multipartBody([
        { field: 'foto', filename: 'foto.png', contentType: 'image/png', data: c.png },
      ]);
      return {
        method: 'POST',
        url: `/solicitudes/${(await conversation(c)).id}/mensajes/foto`,
        payload,
        headers,
      };
    },
    expected: { ...parties, Cliente: 201, Prestador: 201 },
  },
  {
    endpoint: 'GET /solicitudes/{id}/mensajes/{mensajeId}/foto',
    request: onConversation('GET', (s) => `/solicitudes/${s.id}/mensajes/${s.fromPro}/foto`),
    expected: parties,
  },
  {
    endpoint: 'POST /solicitudes/{id}/mensajes/read',
    request: onConversation('POST', (s) => `/solicitudes/${s.id}/mensajes/read`),
    expected: partiesNoContent,
  },
  {
    // Each party reports the other's message; reporting one's own is refused (403), tested apart.
    endpoint: 'POST /solicitudes/{id}/mensajes/{mensajeId}/report',
    request: async (c) => {
      const s = await conversation(c);
      return {
        method: 'POST',
        url: `/solicitudes/${s.id}/mensajes/${s.fromPro}/report`,
        payload: { reason: 'Ofensivo' },
      };
    },
    expected: { ...partiesNoContent, Prestador: 403 },
  },
  {
    endpoint: 'POST /solicitudes/{id}/mensajes/block',
    request: onConversation('POST', (s) => `/solicitudes/${s.id}/mensajes/block`),
    expected: partiesNoContent,
  },
  {
    endpoint: 'POST /solicitudes/{id}/mensajes/unblock',
    request: onConversation('POST', (s) => `/solicitudes/${s.id}/mensajes/unblock`),
    expected: partiesNoContent,
  },
  plainRow('GET /solicitudes/mensajes/unread', signedIn(200)),
  plainRow('GET /solicitudes/reported', adminOnly(200)),
  {
    endpoint: 'GET /solicitudes/reported/{id}',
    request: async (c) => ({
      method: 'GET',
      url: `/solicitudes/reported/${(await conversation(c, true)).id}`,
    }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'POST /solicitudes/mensajes/{mensajeId}/hide',
    request: async (c) => ({
      method: 'POST',
      url: `/solicitudes/mensajes/${(await conversation(c, true)).fromPro}/hide`,
      payload: { reason: 'Insulto' },
    }),
    expected: adminOnly(204),
  },
];
