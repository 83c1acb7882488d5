import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { NOW, type TestApp } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { mailAppHooks, PUBLIC_URL } from '../../../test/mail-app.ts';
import type { SmtpPeer } from '../../../test/smtp-peer.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { requestSentSubject } from './solicitudes.mails.ts';

const CONTACT = {
  email: 'plomeria.rios@contacto.test',
  numeroContacto: '+54 9 3814445566',
  dni: '27123456',
  edad: 41,
};

/** A new solicitud without the client's words, not answered yet (the rest of the fields: request-loop.test.ts). */
const UNTOUCHED = { need: null, state: 'nueva', answer: null, arrivalAsked: false };

describe('hire requests (solicitudes)', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  const as: Record<'client' | 'other' | 'provider' | 'both' | 'admin' | 'redactor', SignedIn> = {} as never;
  let clientEmail: string;
  let otherEmail: string;
  let proId: string;
  let bothProId: string;
  let pendingId: string;

  const hire = (who: SignedIn | null, payload: object) =>
    t.app.inject({ method: 'POST', url: '/solicitudes', headers: who?.auth ?? {}, payload });
  const mine = (who: SignedIn) =>
    t.app.inject({ method: 'GET', url: '/solicitudes/mine', headers: who.auth });
  const info = (who: SignedIn | null, email: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/auth/getInfoSoli/${email}/${id}`, headers: who?.auth ?? {} });

  mailAppHooks(
    () => NOW,
    async (app) => {
      ({ t, smtp } = app);
      const client = await createAccount(t.db, { roles: ['Cliente'], nombre: 'Carla' });
      clientEmail = client.email;
      const provider = await createAccount(t.db, { roles: ['Prestador'] });
      const both = await createAccount(t.db, { roles: ['Prestador', 'Cliente'] });
      proId = (
        await insertProfessional(t.db, {
          now: NOW,
          nombre: 'Raúl',
          apellido: 'Ríos',
          zonaCobertura: 'Yerba Buena',
          services: ['plomero', 'gasista'],
          accountId: provider.id,
          ...CONTACT,
        })
      ).id;
      bothProId = (await insertProfessional(t.db, { now: NOW, accountId: both.id })).id;
      pendingId = (await insertProfessional(t.db, { now: NOW, state: 'pending' })).id;
      as.client = await signIn(t.app, client);
      const other = await createAccount(t.db, { roles: ['Cliente'] });
      otherEmail = other.email;
      as.other = await signIn(t.app, other);
      as.provider = await signIn(t.app, provider);
      as.both = await signIn(t.app, { email: both.email, roles: ['Cliente'] });
      as.admin = await signIn(t.app, await createAccount(t.db, { roles: ['Admin'] }));
      as.redactor = await signIn(t.app, await createAccount(t.db, { roles: ['Redactor'] }));
    },
  );

  it('records the solicitud, answers the contact data and mails "Tu pedido a…" with the rating link', async () => {
    const res = await hire(as.client, { professionalId: proId, servicio: 'plomero' });
    expect(res.statusCode).toBe(201);
    const { solicitud, contacto } = res.json();
    expect(solicitud).toMatchObject({
      _id: expect.any(String),
      professionalId: proId,
      servicio: 'plomero',
      createdAt: NOW.toISOString(),
      flujoCompleto: false,
      ...UNTOUCHED,
    });
    expect(contacto).toEqual({
      nombre: 'Raúl',
      apellido: 'Ríos',
      edad: CONTACT.edad,
      numeroContacto: CONTACT.numeroContacto,
      email: CONTACT.email,
      zonaCobertura: 'Yerba Buena',
    });
    const [row] = await t.db.select().from(solicitudes).where(eq(solicitudes.id, solicitud._id));
    expect(row).toMatchObject({ professionalId: proId, categorySlug: 'plomero', createdAt: NOW });

    const mail = await smtp.waitForMail(clientEmail);
    const link = `${PUBLIC_URL}/dash/professionals/plomero/${proId}/${solicitud._id}/calificacion`;
    // Issue 48 (decision 0054): the first mail says the request went out, to whom.
    expect(mail.subject).toBe(requestSentSubject('Raúl Ríos'));
    expect(mail.text).toContain('Raúl Ríos');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
    expect(mail.text).toContain('Hola Carla:');
  });

  it('gives back the open solicitud when the same professional is opened again the same day', async () => {
    const first = (await hire(as.client, { professionalId: proId, servicio: 'plomero' })).json();
    const again = await hire(as.client, { professionalId: proId, servicio: 'Gasista' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    await t.mailer.settled();
    expect(smtp.all.filter((m) => m.to.includes(clientEmail))).toHaveLength(1);
  });

  it('opens a new solicitud on the next Argentine day (03:00 UTC)', async () => {
    const open = (await hire(as.client, { professionalId: proId, servicio: 'plomero' })).json().solicitud;
    await t.db
      .update(solicitudes)
      .set({ createdAt: new Date('2026-11-20T03:00:00.000Z') })
      .where(eq(solicitudes.id, open._id));
    expect((await hire(as.client, { professionalId: proId, servicio: 'plomero' })).statusCode).toBe(200);
    await t.db
      .update(solicitudes)
      .set({ createdAt: new Date('2026-11-20T02:59:59.000Z') })
      .where(eq(solicitudes.id, open._id));
    const res = await hire(as.client, { professionalId: proId, servicio: 'gasista' });
    expect(res.statusCode).toBe(201);
    expect(res.json().solicitud).toMatchObject({ servicio: 'gasista', createdAt: NOW.toISOString() });
    expect(res.json().solicitud._id).not.toBe(open._id);
    await smtp.waitForMail(clientEmail);
  });

  it('lets clients and admins hire, and clients who are also providers hire others', async () => {
    expect((await hire(as.admin, { professionalId: proId, servicio: 'plomero' })).statusCode).toBe(201);
    expect((await hire(as.both, { professionalId: proId, servicio: 'plomero' })).statusCode).toBe(201);
  });

  it('refuses providers, redactors and hiring oneself with 403 before reading the body', async () => {
    const provider = await hire(as.provider, { professionalId: 'x' });
    expect(provider.statusCode).toBe(403);
    expect(provider.json().message).toBe(msg.hire.providersCannotHire);
    expect((await hire(as.redactor, {})).statusCode).toBe(403);
    const self = await hire(as.both, { professionalId: bothProId, servicio: 'plomero' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(msg.hire.cannotHireSelf);
    expect((await hire(null, {})).statusCode).toBe(401);
  });

  it('answers 404 for unlisted or unknown professionals and 400 for a service they do not offer', async () => {
    for (const professionalId of [pendingId, '7d1f7c52-8a40-4d8e-9a51-3b8f0c7e2a11']) {
      expect((await hire(as.client, { professionalId, servicio: 'plomero' })).statusCode).toBe(404);
    }
    const res = await hire(as.client, { professionalId: proId, servicio: 'pintor' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: msg.hire.serviceNotOffered,
      fields: { servicio: msg.hire.serviceNotOffered },
    });
    expect((await hire(as.client, { professionalId: 'nope', servicio: 'plomero' })).statusCode).toBe(400);
  });

  it('never shows the contact data outside the hire answer', async () => {
    const secret = new RegExp(
      [CONTACT.email, CONTACT.numeroContacto, CONTACT.dni, '"edad"', 'numeroContacto']
        .map(escapeRegExp)
        .join('|'),
    );
    const urls = [
      '/professionals',
      '/professionals?servicio=plomero&sort=mejorCalificacion',
      `/professionals/${proId}`,
      `/professionals/${bothProId}/similar`,
      '/professionals/nearby?longitude=-65.2226&latitude=-26.8241',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Ríos');
      expect(res.body, url).not.toMatch(secret);
    }
    const list = await mine(as.client);
    expect(list.body).toContain('Ríos');
    expect(list.body).not.toMatch(secret);
    expect((await hire(as.client, { professionalId: proId, servicio: 'plomero' })).body).toMatch(secret);
  });

  it('lists the caller’s own solicitudes, newest first', async () => {
    await t.db
      .update(solicitudes)
      .set({ createdAt: new Date('2026-11-01T10:00:00.000Z') })
      .where(eq(solicitudes.categorySlug, 'plomero'));
    const res = await mine(as.client);
    expect(res.statusCode).toBe(200);
    const list = res.json().solicitudes;
    expect(list.map((s: { servicio: string }) => s.servicio)).toEqual(['gasista', 'plomero']);
    expect(list[0]).toMatchObject({
      _id: expect.any(String),
      professional: { _id: proId, nombre: 'Raúl', apellido: 'Ríos', foto: null },
      servicio: 'gasista',
      createdAt: NOW.toISOString(),
      flujoCompleto: false,
      ...UNTOUCHED,
    });
    expect((await mine(as.other)).json().solicitudes).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/solicitudes/mine' })).statusCode).toBe(401);
  });

  it('tells the solicitud’s client and admins whether it was rated, and no one else', async () => {
    const id = (await mine(as.client)).json().solicitudes[0]._id;
    const ok = await info(as.client, clientEmail, id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ flujoCompleto: false, state: 'nueva' });
    expect((await info(as.client, clientEmail.toUpperCase(), id)).statusCode).toBe(200);
    expect((await info(as.admin, clientEmail, id)).json()).toEqual({ flujoCompleto: false, state: 'nueva' });

    // Another client: neither with the owner's e-mail nor with its own.
    expect((await info(as.other, clientEmail, id)).statusCode).toBe(403);
    expect((await info(as.other, otherEmail, id)).statusCode).toBe(403);
    expect((await info(as.provider, clientEmail, id)).statusCode).toBe(403);
    expect((await info(null, clientEmail, id)).statusCode).toBe(401);
    expect((await info(as.admin, 'otro@example.com', id)).statusCode).toBe(404);
    expect((await info(as.client, clientEmail, '7d1f7c52-8a40-4d8e-9a51-3b8f0c7e2a11')).statusCode).toBe(404);
    expect((await info(as.client, clientEmail, 'nope')).statusCode).toBe(400);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
