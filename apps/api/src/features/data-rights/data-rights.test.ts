import * as msg from '@servihogar/shared/messages';
import { defaultChannels } from '@servihogar/shared/notifications';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  passwordLogin,
  refreshRequest,
  type SignedIn,
  signIn,
  TEST_PASSWORD,
} from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { subscriptionForm } from '../../../test/business.ts';
import { insertComment, insertProfessional } from '../../../test/factories.ts';
import { solidImage } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { insertDocument } from '../../../test/verification.ts';
import { comments } from '../../db/tables/comments.table.ts';
import { complaints } from '../../db/tables/complaints.table.ts';
import { conversationParties, messages } from '../../db/tables/conversations.table.ts';
import { favourites } from '../../db/tables/favourites.table.ts';
import { mailOutbox } from '../../db/tables/mail-outbox.table.ts';
import { notificationPreferences, notifications } from '../../db/tables/notifications.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { profileActivityDaily } from '../../db/tables/profile-activity.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { keyFromPublicUrl } from '../../lib/file-keys.ts';

const PUBLIC_URL = 'https://servihogar.test';
type Person = SignedIn & { id: string; email: string; roles: string[] };

describe('data rights: GET /account/export and DELETE /account', () => {
  const t = testAppOfSuite({ now: () => NOW, env: { PUBLIC_URL } });
  let png: Buffer;

  const person = async (input: Parameters<typeof createAccount>[1]): Promise<Person> => {
    const account = await createAccount(t().db, input);
    return {
      ...(await signIn(t().app, account)),
      id: account.id,
      email: account.email,
      roles: account.roles,
    };
  };
  const exportOf = (who: SignedIn) =>
    t().app.inject({ method: 'GET', url: '/account/export', headers: who.auth });
  const deleteAs = (who: SignedIn, password = TEST_PASSWORD) =>
    t().app.inject({ method: 'DELETE', url: '/account', headers: who.auth, payload: { password } });
  const uploadPhoto = async (who: Person) => {
    const { payload, headers } = multipartBody([
      { field: 'file', filename: 'yo.png', contentType: 'image/png', data: png },
    ]);
    const res = await t().app.inject({
      method: 'PUT',
      url: `/user/editPhoto/${who.id}`,
      payload,
      headers: { ...headers, ...who.auth },
    });
    expect(res.statusCode).toBe(200);
    return res.json().updatedUser.foto as string;
  };
  const pay = async (who: SignedIn, fields: Parameters<typeof subscriptionForm>[0]) => {
    const { payload, headers } = subscriptionForm(fields, { data: png });
    const res = await t().app.inject({
      method: 'POST',
      url: '/subscriptions',
      payload,
      headers: { ...headers, ...who.auth },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t()
      .db.select()
      .from(subscriptions)
      .where(eq(subscriptions.id, res.json().subscription._id));
    return row!;
  };
  const fileCount = async (key: string) => ((await t().files.get(key)) ? 1 : 0);

  beforeAll(async () => {
    png = await solidImage('png');
  });

  /** A client with a photo, a written comment, a hire request, a complaint, a favourite and a premium payment. */
  async function busyClient() {
    const client = await person({ roles: ['Cliente'], nombre: 'Carla', apellido: 'Campos', dni: '30111222' });
    const foto = await uploadPhoto(client);
    const pro = await insertProfessional(t().db, { now: NOW });
    const comment = await insertComment(t().db, pro.id, {
      authorAccountId: client.id,
      nombrePersona: 'Carla Campos',
      foto,
      calificacion: 4,
    });
    await t().db.update(professionals).set({ calificacion: 4 }).where(eq(professionals.id, pro.id));
    const [hire] = await t()
      .db.insert(solicitudes)
      .values({ clientAccountId: client.id, professionalId: pro.id, categorySlug: 'plomero' })
      .returning();
    const other = await createAccount(t().db, { roles: ['Prestador'] });
    const messagePhoto = `private/messages/${client.id}.webp`;
    await t().files.put(messagePhoto, png, 'image/webp');
    await t()
      .db.insert(conversationParties)
      .values({ solicitudId: hire!.id, accountId: other.id, unread: 1 });
    const [written] = await t()
      .db.insert(messages)
      .values([
        {
          solicitudId: hire!.id,
          authorAccountId: client.id,
          texto: '¿Podés el martes?',
          photoKey: messagePhoto,
        },
        { solicitudId: hire!.id, authorAccountId: other.id, texto: 'Sí, a las 9' },
      ])
      .returning();
    await t().db.insert(notifications).values({
      accountId: client.id,
      kind: 'message',
      title: 'Nuevo mensaje',
      body: 'Sí, a las 9',
      path: '/solicitudes',
    });
    await t()
      .db.insert(notificationPreferences)
      .values({
        accountId: client.id,
        channels: { message: { ...defaultChannels().message, email: false } },
        quietStart: 23,
      });
    await t()
      .db.insert(complaints)
      .values({
        ticketId: `DEN-2026-${client.id.slice(0, 6)}`,
        titulo: 'Cobro indebido',
        descripcion: 'Me cobraron dos veces',
        empresaComercio: 'Comercio X',
        categoria: 'Servicios',
        denunciante: 'Carla Campos',
        authorAccountId: client.id,
        ciudad: 'San Miguel de Tucumán',
        contacto: '3815550000',
      });
    await t().db.insert(favourites).values({ clientAccountId: client.id, professionalId: pro.id });
    const subscription = await pay(client, {
      personId: client.id,
      subscriptionPlan: 'premium',
      type: 'user',
    });
    return { client, foto, pro, comment, subscription, hire: hire!, written: written!, other, messagePhoto };
  }

  it('exports everything about the caller as a JSON file, links for files, no secrets', async () => {
    const { client, foto, pro, comment, subscription, hire, written } = await busyClient();
    const res = await exportOf(client);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="servihogar-mis-datos-2026-11-20.json"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.cuenta).toMatchObject({
      id: client.id,
      email: client.email,
      nombre: 'Carla',
      dni: '30111222',
      foto,
    });
    expect(data.perfilProfesional).toBeNull();
    expect(data.comentariosEscritos).toEqual([expect.objectContaining({ id: comment.id, calificacion: 4 })]);
    expect(data.solicitudes).toEqual([
      expect.objectContaining({ profesionalId: pro.id, profesional: `${pro.nombre} ${pro.apellido}` }),
    ]);
    expect(data.denuncias).toEqual([
      expect.objectContaining({ titulo: 'Cobro indebido', contacto: '3815550000' }),
    ]);
    expect(data.suscripciones).toEqual([
      expect.objectContaining({
        plan: 'premium',
        comprobante: `${PUBLIC_URL}/subscriptions/${subscription.id}/proof`,
      }),
    ]);
    expect(data.guardados).toEqual([expect.objectContaining({ profesionalId: pro.id })]);
    expect(data.sesiones.length).toBeGreaterThan(0);
    // What the client wrote, never what the professional wrote (that is the professional's).
    expect(data.mensajes).toEqual([
      {
        id: written.id,
        solicitudId: hire.id,
        texto: '¿Podés el martes?',
        foto: `${PUBLIC_URL}/solicitudes/${hire.id}/mensajes/${written.id}/foto`,
        fecha: expect.any(String),
        ocultadoEl: null,
        motivoOcultado: null,
      },
    ]);
    expect(data.notificaciones).toEqual([
      expect.objectContaining({ tipo: 'message', titulo: 'Nuevo mensaje', leidaEl: null }),
    ]);
    expect(data.preferenciasDeAvisos).toEqual({
      canales: { message: { ...defaultChannels().message, email: false } },
      horasDeSilencio: { activas: true, desde: 23, hasta: 8 },
    });

    const text = res.body;
    const [row] = await t().db.select().from(accounts).where(eq(accounts.id, client.id));
    expect(text).not.toContain(row!.passwordHash);
    expect(text).not.toContain(client.refreshToken);
    expect(text).not.toMatch(/password|tokenHash|codeHash/i);
  });

  it("exports a professional's profile, services and received hire requests without the clients' identity", async () => {
    const account = await createAccount(t().db, { roles: ['Prestador'] });
    const pro = await insertProfessional(t().db, { now: NOW, accountId: account.id, email: account.email });
    const hirer = await createAccount(t().db, { roles: ['Cliente'], nombre: 'Hernán' });
    await t()
      .db.insert(solicitudes)
      .values({ clientAccountId: hirer.id, professionalId: pro.id, categorySlug: 'plomero' });
    await t()
      .db.insert(profileActivityDaily)
      .values({ professionalId: pro.id, day: '2026-11-19', source: 'categoria', views: 3, reveals: 1 });
    const dni = await insertDocument(t().db, t().files, { professionalId: pro.id });
    const res = await exportOf(await signIn(t().app, account));
    const data = res.json();
    expect(data.perfilProfesional).toMatchObject({
      id: pro.id,
      dni: pro.dni,
      servicios: [{ categoria: 'plomero' }],
    });
    expect(data.perfilProfesional.solicitudesRecibidas).toHaveLength(1);
    // The profile's daily counts: how many, never who.
    expect(data.perfilProfesional.actividad).toEqual([
      { dia: '2026-11-19', origen: 'categoria', visitas: 3, pedidosDeDatos: 1 },
    ]);
    // The identity document is listed as a link, never inlined.
    expect(data.perfilProfesional.documentos).toEqual([
      expect.objectContaining({
        id: dni.id,
        tipo: 'dni',
        archivo: `${PUBLIC_URL}/verification/documents/${dni.id}/file`,
      }),
    ]);
    expect(res.body).not.toContain(hirer.id);
    expect(res.body).not.toContain(hirer.email);
  });

  it("one person's export never holds another's data", async () => {
    const { client } = await busyClient();
    const other = await person({ roles: ['Cliente'] });
    const res = await exportOf(other);
    expect(res.json().cuenta.id).toBe(other.id);
    expect(res.body).not.toContain(client.id);
    expect(res.body).not.toContain(client.email);
    expect((await t().app.inject({ method: 'GET', url: '/account/export' })).statusCode).toBe(401);
  });

  it('refuses a wrong password and changes nothing; another user cannot delete your account', async () => {
    const { client } = await busyClient();
    const other = await person({ roles: ['Cliente'] });
    const wrong = await deleteAs(client, 'incorrecta');
    expectFieldErrors(wrong, { password: msg.dataRights.passwordWrong });
    // Another user's call acts on the caller only (no account id in the path): it deletes itself.
    expect((await deleteAs(other, 'incorrecta')).statusCode).toBe(400);
    expect((await exportOf(client)).statusCode).toBe(200);
    expect((await deleteAs(other)).statusCode).toBe(200);
    expect((await exportOf(client)).json().cuenta.email).toBe(client.email);
    expect(
      (await t().app.inject({ method: 'DELETE', url: '/account', payload: { password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(401);
  });

  it('deletes a client: signed out everywhere, photo gone, comments and rating kept as "Usuario eliminado", e-mailed', async () => {
    const { client, foto, pro, comment, subscription, hire, other, messagePhoto } = await busyClient();
    const photoKey = keyFromPublicUrl(foto)!;
    expect(await fileCount(messagePhoto)).toBe(1);
    expect(await fileCount(photoKey)).toBe(1);
    expect(await fileCount(subscription.paymentProofKey!)).toBe(1);

    const res = await deleteAs(client);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: msg.dataRights.deleted });
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');

    // Signed out everywhere: the access token, the refresh token and the password no longer work.
    expect((await exportOf(client)).statusCode).toBe(403);
    expect((await t().app.inject(refreshRequest(client.refreshToken))).statusCode).toBe(403);
    const login = await passwordLogin(t().app, client.email);
    expect(login.statusCode).toBe(401);

    // Files gone from storage.
    expect(await fileCount(photoKey)).toBe(0);
    expect(await fileCount(subscription.paymentProofKey!)).toBe(0);

    // The messages it wrote go with their photo; the other party's stay, with nothing unread left.
    expect(await fileCount(messagePhoto)).toBe(0);
    const left = await t().db.select().from(messages).where(eq(messages.solicitudId, hire.id));
    expect(left.map((m) => m.authorAccountId)).toEqual([other.id]);
    const sides = await t()
      .db.select()
      .from(conversationParties)
      .where(eq(conversationParties.solicitudId, hire.id));
    expect(sides).toEqual([expect.objectContaining({ accountId: other.id, unread: 0 })]);
    expect(await t().db.select().from(notifications).where(eq(notifications.accountId, client.id))).toEqual(
      [],
    );
    expect(
      await t()
        .db.select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.accountId, client.id)),
    ).toEqual([]);

    // The comment stays, anonymous, and the rating is unchanged.
    const profile = (await t().app.inject({ method: 'GET', url: `/professionals/${pro.id}` })).json();
    expect(profile.calificacion).toBe(4);
    const shown = profile.comentarios.find((c: { _id: string }) => c._id === comment.id);
    expect(shown).toMatchObject({ nombrePersona: msg.dataRights.deletedUser, foto: null });

    // The complaint stays in the feed without the name or the contact.
    const [complaint] = await t()
      .db.select()
      .from(complaints)
      .where(eq(complaints.authorAccountId, client.id));
    expect(complaint).toMatchObject({ denunciante: msg.dataRights.deletedUser, contacto: null });

    // The billing row stays (tax law) without name or proof; the account keeps nothing personal.
    const [billing] = await t().db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(billing).toMatchObject({ plan: 'premium', paymentStatus: 'pending', paymentProofKey: '' });
    const [row] = await t().db.select().from(accounts).where(eq(accounts.id, client.id));
    expect(row).toMatchObject({
      nombre: msg.dataRights.deletedUser,
      apellido: '',
      dni: null,
      foto: null,
      roles: [],
    });
    expect(row!.email).not.toBe(client.email);
    expect(row!.deletedAt).toEqual(NOW);
    expect(await t().db.select().from(favourites).where(eq(favourites.clientAccountId, client.id))).toEqual(
      [],
    );

    // Not in the admins' users list any more.
    const admin = await person({ roles: ['Admin'] });
    const users = await t().app.inject({ method: 'GET', url: '/auth/getUsers?search=', headers: admin.auth });
    expect(users.statusCode).toBe(200);
    expect(users.body).not.toContain(client.id);

    // The confirmation e-mail was queued with the change, to the address the account had.
    const mails = await t().db.select().from(mailOutbox).where(eq(mailOutbox.to, client.email));
    expect(mails.map((m) => m.subject)).toEqual(['Eliminamos tu cuenta de ServiHogar']);

    // The e-mail is free again: the person may register anew.
    const again = await createAccount(t().db, { email: client.email });
    expect(again.email).toBe(client.email);
  });

  it('deletes a professional: its profile leaves every list, its billing stays without its name', async () => {
    const account = await createAccount(t().db, {
      roles: ['Prestador'],
      nombre: 'Pedro',
      apellido: 'Pintor',
    });
    const pro = await insertProfessional(t().db, {
      now: NOW,
      accountId: account.id,
      email: account.email,
      nombre: 'Pedro',
      apellido: 'Pintor',
    });
    const prestador = await signIn(t().app, account);
    const subscription = await pay(prestador, {
      personId: pro.id,
      subscriptionPlan: 'trimestral',
      type: 'professional',
    });
    const fan = await person({ roles: ['Cliente'] });
    await t().db.insert(favourites).values({ clientAccountId: fan.id, professionalId: pro.id });
    expect((await t().app.inject({ method: 'GET', url: `/professionals/${pro.id}` })).statusCode).toBe(200);
    const dni = await insertDocument(t().db, t().files, { professionalId: pro.id });
    expect(await fileCount(dni.fileKey)).toBe(1);

    expect((await deleteAs(prestador)).statusCode).toBe(200);
    expect((await t().app.inject({ method: 'GET', url: `/professionals/${pro.id}` })).statusCode).toBe(404);
    const listed = await t().app.inject({ method: 'GET', url: '/professionals?servicio=plomero&limit=100' });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(pro.id);
    expect(
      (await t().app.inject({ method: 'GET', url: '/favourites', headers: fan.auth })).json().favourites,
    ).toEqual([]);

    const admin = await person({ roles: ['Admin'] });
    const billing = (
      await t().app.inject({ method: 'GET', url: '/subscriptions', headers: admin.auth })
    ).json().subscriptions;
    const kept = billing.find((s: { _id: string }) => s._id === subscription.id);
    expect(kept).toBeDefined();
    expect(JSON.stringify(kept)).not.toContain('Pedro');
    expect(await fileCount(subscription.paymentProofKey!)).toBe(0);
    // The identity document leaves storage with the profile.
    expect(await fileCount(dni.fileKey)).toBe(0);
  });

  it('the last active admin cannot delete itself; with another admin it can', async () => {
    // Leave exactly one active admin in this database.
    await t()
      .db.update(accounts)
      .set({ roles: ['Cliente'] })
      .where(eq(accounts.roles, ['Admin']));
    const only = await person({ roles: ['Admin'] });
    const refused = await deleteAs(only);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(msg.dataRights.lastAdmin);
    // A banned admin does not count as another admin.
    await createAccount(t().db, { roles: ['Admin'], bannedAt: NOW });
    expect((await deleteAs(only)).statusCode).toBe(409);
    const other = await person({ roles: ['Admin'] });
    expect((await deleteAs(only)).statusCode).toBe(200);
    // The other admin reads the staff event in the audit log.
    const log = await t().app.inject({
      method: 'GET',
      url: '/audit-log?action=account.delete',
      headers: other.auth,
    });
    expect(log.json().entries).toEqual([expect.objectContaining({ action: 'account.delete' })]);
  });

  it('keeps the comment of a deleted client that also rated a hire request', async () => {
    const client = await person({ roles: ['Cliente'] });
    const pro = await insertProfessional(t().db, { now: NOW });
    const [soli] = await t()
      .db.insert(solicitudes)
      .values({
        clientAccountId: client.id,
        professionalId: pro.id,
        categorySlug: 'plomero',
        flujoCompleto: true,
      })
      .returning();
    await insertComment(t().db, pro.id, { authorAccountId: client.id, solicitudId: soli!.id });
    await insertComment(t().db, pro.id, { authorAccountId: client.id });
    expect((await deleteAs(client)).statusCode).toBe(200);
    const rows = await t().db.select().from(comments).where(eq(comments.professionalId, pro.id));
    expect(rows.map((r) => r.nombrePersona)).toEqual([
      msg.dataRights.deletedUser,
      msg.dataRights.deletedUser,
    ]);
  });
});
