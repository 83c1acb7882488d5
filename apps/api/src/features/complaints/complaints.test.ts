import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { NOW, type TestApp } from '../../../test/build-test-app.ts';
import { mailAppHooks, PUBLIC_URL } from '../../../test/mail-app.ts';
import type { SmtpPeer } from '../../../test/smtp-peer.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { complaints } from '../../db/tables/complaints.table.ts';

const HOUR_MS = 3_600_000;

const form = (over: object = {}) => ({
  titulo: 'Cobro indebido',
  empresaComercio: 'Kiosco El Sol',
  categoria: 'Comercio Local',
  descripcion: 'Me cobraron dos veces el mismo producto.',
  ciudad: 'Yerba Buena',
  ...over,
});

describe('complaints portal API', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let clock = NOW;
  const as: Record<'ana' | 'beto' | 'admin' | 'prestador', SignedIn> = {} as never;
  let anaEmail: string;

  const post = (who: SignedIn | null, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/complaints', headers: who?.auth ?? {}, payload });
  const feed = (query = '') => t.app.inject({ method: 'GET', url: `/api/complaints${query}` });
  const mine = (who: SignedIn) =>
    t.app.inject({ method: 'GET', url: '/api/complaints/mine', headers: who.auth });
  const put = (who: SignedIn, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/complaints/${id}`, headers: who.auth, payload });
  const del = (who: SignedIn, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/complaints/${id}`, headers: who.auth });
  /** Files as a fresh account (no throttle between tests) and answers the complaint. */
  const fileAsNewUser = async (over: object) => {
    const account = await createAccount(t.db, { roles: ['Cliente'] });
    const res = await post(await signIn(t.app, account), form(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().complaint;
  };

  mailAppHooks(
    () => clock,
    async (app) => {
      ({ t, smtp } = app);
      const ana = await createAccount(t.db, { roles: ['Cliente'], nombre: 'Ana', apellido: 'Paz' });
      anaEmail = ana.email;
      as.ana = await signIn(t.app, ana);
      as.beto = await signIn(t.app, await createAccount(t.db, { roles: ['Cliente'] }));
      as.admin = await signIn(t.app, await createAccount(t.db, { roles: ['Admin'] }));
      as.prestador = await signIn(t.app, await createAccount(t.db, { roles: ['Prestador'] }));
    },
  );

  it('files a named complaint: Pendiente, Media, a DEN ticket, the author mailed', async () => {
    const res = await post(as.ana, form({ contacto: '3815550000' }));
    expect(res.statusCode, res.body).toBe(201);
    const { complaint, message } = res.json();
    expect(complaint).toMatchObject({
      estado: 'Pendiente',
      criticidad: 'Media',
      denunciante: 'Ana Paz',
      anonymous: false,
      contacto: '3815550000',
      fechaCarga: NOW.toISOString(),
    });
    expect(complaint.ticket_id).toMatch(/^DEN-2026-\d{6}$/);
    expect(message).toContain(complaint.ticket_id);
    const mail = await smtp.waitForMail(anaEmail, {
      subject: `Recibimos tu denuncia ${complaint.ticket_id}`,
    });
    expect(mail.text).toContain('Un administrador la revisará');
    expect(mail.text).toContain(`${PUBLIC_URL}/dash/misDenuncias`);
  });

  it("an anonymous complaint shows 'Anónimo' but admins still see its author and contact", async () => {
    const res = await post(as.ana, form({ anonymous: true, denunciante: 'Ana', contacto: 'ana@x.test' }));
    expect(res.statusCode).toBe(201);
    const { _id } = res.json().complaint;
    const publicCard = (await feed('?limit=100'))
      .json()
      .complaints.find((c: { _id: string }) => c._id === _id);
    expect(publicCard.denunciante).toBe('Anónimo');
    expect(Object.keys(publicCard)).not.toContain('contacto');
    expect(JSON.stringify(publicCard)).not.toContain(anaEmail);
    const admin = await t.app.inject({ method: 'GET', url: '/api/complaints/admin', headers: as.admin.auth });
    const row = admin.json().complaints.find((c: { _id: string }) => c._id === _id);
    expect(row).toMatchObject({ anonymous: true, contacto: 'ana@x.test', author: { email: anaEmail } });
  });

  it('needs a session, every required field, known enums and bounded lengths', async () => {
    expect((await post(null, form())).statusCode).toBe(401);
    const empty = await post(as.beto, { categoria: 'Nada', criticidad: 'Urgente' });
    expectFieldErrors(empty, {
      titulo: msg.complaints.required,
      empresaComercio: msg.complaints.required,
      categoria: msg.complaints.invalidCategoria,
      descripcion: msg.complaints.required,
      ciudad: msg.complaints.required,
      criticidad: msg.complaints.invalidCriticidad,
    });
    const long = await post(as.beto, form({ titulo: 'x'.repeat(121), descripcion: 'y'.repeat(2001) }));
    expectFieldErrors(long, {
      titulo: 'Máximo 120 caracteres.',
      descripcion: 'Máximo 2000 caracteres.',
    });
    expect(
      (await post(as.beto, form({ titulo: 'x'.repeat(120), descripcion: 'y'.repeat(2000) }))).statusCode,
    ).toBe(201);
    expect((await post(as.beto, form({ ciudad: 'a\u0000b' }))).statusCode).toBe(400);
  });

  it('gives every complaint its own ticket, even filed at once, and never reuses a deleted one', async () => {
    const filed = await Promise.all(Array.from({ length: 8 }, () => fileAsNewUser({})));
    const tickets = filed.map((c) => c.ticket_id);
    expect(new Set(tickets).size).toBe(8);
    expect((await del(as.admin, filed[7]._id)).statusCode).toBe(200);
    const next = await fileAsNewUser({});
    expect(tickets).not.toContain(next.ticket_id);
    const numbers = [...tickets, next.ticket_id].map((id: string) => Number(id.slice(-6)));
    expect(Math.max(...numbers)).toBe(Number(next.ticket_id.slice(-6)));
  });

  it('orders the feed Alta, Media, Baja then newest; filters by city and criticidad; counts stats', async () => {
    const city = 'Villa Ñandú';
    const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR_MS);
    const filed: Record<string, string> = {};
    for (const [name, criticidad, hoursAgo] of [
      ['bajaNueva', 'Baja', 1],
      ['mediaVieja', 'Media', 30],
      ['altaVieja', 'Alta', 40],
      ['mediaNueva', 'Media', 2],
      ['altaNueva', 'Alta', 5],
    ] as const) {
      clock = at(hoursAgo);
      filed[name] = (await fileAsNewUser({ ciudad: city, criticidad, titulo: name }))._id;
    }
    clock = NOW;
    await put(as.admin, filed.mediaVieja!, { estado: 'Resuelto' });
    await put(as.admin, filed.altaNueva!, { estado: 'En revisión' });
    await fileAsNewUser({ ciudad: 'Otra Ciudad', criticidad: 'Alta' });

    // Case- and accent-insensitive contains.
    const res = await feed(`?ciudad=${encodeURIComponent('ÑANDU')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.complaints.map((c: { titulo: string }) => c.titulo)).toEqual([
      'altaNueva',
      'altaVieja',
      'mediaNueva',
      'mediaVieja',
      'bajaNueva',
    ]);
    expect(body.total).toBe(5);
    expect(body.stats).toEqual({ total: 5, resueltas: 1, enProgreso: 1 });

    const alta = (await feed(`?ciudad=nandu&criticidad=Alta`)).json();
    expect(alta.complaints.map((c: { titulo: string }) => c.titulo)).toEqual(['altaNueva', 'altaVieja']);
    expect(alta.stats).toEqual({ total: 2, resueltas: 0, enProgreso: 1 });

    const page = (await feed(`?ciudad=nandu&limit=2&offset=2`)).json();
    expect(page.complaints.map((c: { titulo: string }) => c.titulo)).toEqual(['mediaNueva', 'mediaVieja']);
    expect(page.total).toBe(5);
    expect(page.stats.total).toBe(5);

    expect((await feed('?ciudad=%25')).json().total).toBe(0);
    expect((await feed('?limit=101')).statusCode).toBe(400);
    expect((await feed('?criticidad=Urgente')).statusCode).toBe(400);
    expect((await feed()).json().complaints.length).toBeLessThanOrEqual(20);
  });

  it("'/mine' answers only the caller's complaints, anonymous ones included", async () => {
    const own = (await mine(as.ana)).json().complaints;
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.every((c: { contacto: string | null }) => c.contacto !== undefined)).toBe(true);
    expect(own.some((c: { anonymous: boolean }) => c.anonymous)).toBe(true);
    const betoTickets = new Set((await mine(as.beto)).json().complaints.map((c: { _id: string }) => c._id));
    for (const c of own) expect(betoTickets.has(c._id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/complaints/mine' })).statusCode).toBe(401);
  });

  it('lets only admins update; a new estado is audited and mailed to the author', async () => {
    const filed = (await post(as.ana, form({ titulo: 'Para revisar' }))).json().complaint;
    await smtp.waitForMail(anaEmail, { subject: filed.ticket_id });
    expect((await put(as.beto, filed._id, { estado: 'Resuelto' })).statusCode).toBe(403);
    expect((await put(as.prestador, filed._id, { estado: 'Resuelto' })).statusCode).toBe(403);
    expect((await put(as.admin, filed._id, { estado: 'Terminado' })).statusCode).toBe(400);
    expect((await put(as.admin, filed._id, { prioridad: 'Alta' })).statusCode).toBe(400);
    expect((await put(as.admin, filed._id, {})).statusCode).toBe(400);
    expect((await put(as.admin, crypto.randomUUID(), { estado: 'Resuelto' })).statusCode).toBe(404);

    const res = await put(as.admin, filed._id, { estado: 'Resuelto', criticidad: 'Alta' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().complaint).toMatchObject({
      estado: 'Resuelto',
      criticidad: 'Alta',
      author: { email: anaEmail },
    });
    const mail = await smtp.waitForMail(anaEmail, {
      subject: `Tu denuncia ${filed.ticket_id} ahora está: Resuelto`,
    });
    expect(mail.text).toContain('pasó de Pendiente a Resuelto');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, filed._id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'complaint.update',
      targetType: 'complaint',
      details: { estado: { from: 'Pendiente', to: 'Resuelto' }, criticidad: { from: 'Media', to: 'Alta' } },
    });

    // The same values again change nothing: no audit entry, no mail.
    const before = smtp.all.length;
    expect((await put(as.admin, filed._id, { estado: 'Resuelto' })).statusCode).toBe(200);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetId, filed._id))).toHaveLength(1);
    // A text-only change is audited but mails nobody.
    expect((await put(as.admin, filed._id, { titulo: 'Revisado' })).json().complaint.titulo).toBe('Revisado');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetId, filed._id))).toHaveLength(2);
    await put(as.admin, filed._id, { estado: 'Cerrado' });
    await smtp.waitForMail(anaEmail, { subject: 'ahora está: Cerrado' });
    expect(smtp.all.slice(before).map((m) => m.subject)).toEqual([
      `Tu denuncia ${filed.ticket_id} ahora está: Cerrado`,
    ]);
  });

  it('lets only admins delete: a soft delete that leaves the feed and keeps who did it', async () => {
    const filed = (await post(as.ana, form({ titulo: 'Para borrar', ciudad: 'Borrópolis' }))).json()
      .complaint;
    expect((await del(as.beto, filed._id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/complaints/${filed._id}` })).statusCode).toBe(
      401,
    );
    expect((await feed('?ciudad=borropolis')).json().total).toBe(1);
    const res = await del(as.admin, filed._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(msg.complaints.deleted);
    expect((await feed('?ciudad=borropolis')).json()).toMatchObject({ total: 0, complaints: [] });
    expect((await mine(as.ana)).json().complaints.map((c: { _id: string }) => c._id)).not.toContain(
      filed._id,
    );
    const [row] = await t.db.select().from(complaints).where(eq(complaints.id, filed._id));
    expect(row!.deletedAt).toEqual(NOW);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, filed._id));
    expect(entry).toMatchObject({ action: 'complaint.delete', details: { ticket: filed.ticket_id } });
    expect(entry!.actorAccountId).toBeTruthy();
    expect((await del(as.admin, filed._id)).statusCode).toBe(404);
    expect((await put(as.admin, filed._id, { estado: 'Cerrado' })).statusCode).toBe(404);
  });

  it('throttles an account to 5 complaints an hour with a Spanish 429', async () => {
    const account = await createAccount(t.db, { roles: ['Cliente'] });
    let session = await signIn(t.app, account);
    for (let i = 0; i < 5; i++) expect((await post(session, form())).statusCode).toBe(201);
    const throttled = await post(session, form());
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(
      'Ya enviaste 5 denuncias en la última hora. Intentá nuevamente más tarde.',
    );
    // Another account is not affected; the same one may file again an hour later.
    expect((await post(as.beto, form())).statusCode).toBe(201);
    clock = new Date(NOW.getTime() + HOUR_MS + 1000);
    session = await signIn(t.app, account);
    expect((await post(session, form())).statusCode).toBe(201);
    clock = NOW;
  });
});
