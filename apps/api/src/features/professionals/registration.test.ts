import * as msg from '@servihogar/shared/messages';
import { tooLong } from '@servihogar/shared/professionals';
import { SERVICE_FLAGS, type ServiceFlag } from '@servihogar/shared/service-flags';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, type SignedIn, signIn, TEST_PASSWORD } from '../../../test/accounts.ts';
import { buildTestApp, NOW, type TestApp } from '../../../test/build-test-app.ts';
import { professionalBody, professionalEditBody } from '../../../test/professional-body.ts';
import { type SmtpPeer, startSmtpPeer, tokenIn } from '../../../test/smtp-peer.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { accounts } from '../../db/tables/users.table.ts';

const f = msg.professionalForm;

describe('POST /professionals/add (/workWithUs)', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let admin: SignedIn;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await buildTestApp({ now: () => NOW, env: { SMTP_URL: smtp.url } });
    admin = await signIn(t.app, await createAccount(t.db, { roles: ['Admin'] }));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const add = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/professionals/add', payload, headers });
  const accountsWith = (email: string) => t.db.select().from(accounts).where(eq(accounts.email, email));
  const servicesOf = (professionalId: string) =>
    t.db
      .select()
      .from(professionalServices)
      .where(eq(professionalServices.professionalId, professionalId))
      .orderBy(professionalServices.categorySlug);
  const login = (url: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url, payload: { email, password } });

  it('anonymous: creates an unverified Prestador account and a pending professional, verified by mail', async () => {
    const body = professionalBody({ email: 'Lucia.Gomez@Example.com', dni: '30111222' });
    const res = await add(body);
    expect(res.statusCode).toBe(201);
    const { professionalId } = res.json();
    expect(res.json()).toEqual({ success: true, message: f.registered, professionalId });

    const [account] = await accountsWith('lucia.gomez@example.com');
    expect(account).toMatchObject({
      roles: ['Prestador'],
      verifiedAt: null,
      nombre: 'Lucía',
      numeroContacto: '3815550001',
      dni: '30111222',
    });
    const [row] = await t.db.select().from(professionals).where(eq(professionals.id, professionalId));
    expect(row).toMatchObject({
      accountId: account!.id,
      altaUsuario: false,
      email: 'lucia.gomez@example.com',
      longitude: -65.3,
      latitude: -26.82,
      createdAt: NOW,
    });

    const early = await login('/auth/loginProfessional', 'lucia.gomez@example.com', 'Secreto123');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(msg.api.accountNotVerified);

    const mail = await smtp.waitForMail('lucia.gomez@example.com');
    expect(mail.subject).toBe('Activá tu cuenta de ServiHogar');
    expect((await t.app.inject({ url: `/auth/${tokenIn(mail)}` })).statusCode).toBe(200);

    const door = await login('/auth/loginProfessional', 'lucia.gomez@example.com', 'Secreto123');
    expect(door.statusCode).toBe(200);
    expect(decodeJwt(door.json().accessToken)).toMatchObject({ roles: ['Prestador'], nombre: 'Lucía' });
    expect((await login('/auth', 'lucia.gomez@example.com', 'Secreto123')).statusCode).toBe(401);

    const info = await t.app.inject({
      url: '/auth/getInfo/lucia.gomez@example.com',
      headers: bearer(door.json().accessToken),
    });
    expect(info.json()).toMatchObject({ id: account!.id, professionalId });
  });

  it('is not listed (alta pending) until an admin activates it', async () => {
    const { professionalId } = (await add(professionalBody({ nombre: 'Pendiente' }))).json();
    const listed = (await t.app.inject({ url: '/professionals' })).json().professionals;
    expect(listed.map((p: { _id: string }) => p._id)).not.toContain(professionalId);
    expect((await t.app.inject({ url: `/professionals/${professionalId}` })).statusCode).toBe(404);
    const edit = await t.app.inject({ url: `/professionals/edit/${professionalId}`, headers: admin.auth });
    expect(edit.json()).toMatchObject({ altaUsuario: false, nombre: 'Pendiente' });
  });

  it('anonymous with the e-mail of an existing account: the answer of a new one, the owner mailed', async () => {
    const client = await createAccount(t.db, { roles: ['Cliente'] });
    const fresh = await add(professionalBody());
    const res = await add(professionalBody({ email: client.email.toUpperCase() }));
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(res.json())).toEqual(Object.keys(fresh.json()));
    expect(res.json()).toMatchObject({ success: true, message: fresh.json().message });
    // The id answered leads nowhere, like a new professional's before its alta.
    expect((await t.app.inject({ url: `/professionals/${res.json().professionalId}` })).statusCode).toBe(404);
    expect(await t.db.select().from(professionals).where(eq(professionals.email, client.email))).toEqual([]);
    const mail = await smtp.waitForMail(client.email);
    expect(mail.subject).toBe('Intento de registro con tu email en ServiHogar');
    expect(mail.text).toContain('volvé a "Quiero ser parte"');
  });

  it('anonymous needs the password pair', async () => {
    const noPassword = await add(professionalEditBody());
    expectFieldErrors(noPassword, { password: f.passwordRequired });
    const mismatch = await add(professionalBody({ repassword: 'Otra12345' }));
    expect(mismatch.json().fields).toEqual({ repassword: msg.registration.repasswordMismatch });
  });

  it('a signed-in client keeps one account, now Prestador and Cliente, with no password asked', async () => {
    const client = await createAccount(t.db, {
      roles: ['Cliente'],
      foto: '/uploads/photos/cara.webp',
      numeroContacto: '3815559999',
    });
    const session = await signIn(t.app, client);
    const res = await add(professionalEditBody({ email: client.email }), session.auth);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: f.registeredSignedIn });
    const { professionalId } = res.json();

    const rows = await accountsWith(client.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: client.id,
      roles: ['Prestador', 'Cliente'],
      numeroContacto: '3815559999',
    });
    const [row] = await t.db.select().from(professionals).where(eq(professionals.id, professionalId));
    expect(row).toMatchObject({
      accountId: client.id,
      altaUsuario: false,
      foto: '/uploads/photos/cara.webp',
    });

    const asProfessional = await login('/auth/loginProfessional', client.email, TEST_PASSWORD);
    expect(asProfessional.statusCode).toBe(200);
    expect(decodeJwt(asProfessional.json().accessToken).roles).toEqual(['Prestador', 'Cliente']);
    expect((await login('/auth', client.email, TEST_PASSWORD)).statusCode).toBe(200);

    const again = await add(professionalEditBody(), session.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.pages.alreadyProvider);
  });

  it('a Prestador gets 409, an Admin or Redactor 403, a bad token 403', async () => {
    const prestador = await signIn(t.app, await createAccount(t.db, { roles: ['Prestador'] }));
    const res = await add(professionalEditBody(), prestador.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'Ya eres un prestador registrado' });
    const redactor = await signIn(t.app, await createAccount(t.db, { roles: ['Redactor'] }));
    for (const session of [admin, redactor]) {
      const refused = await add(professionalEditBody(), session.auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(msg.pages.notForYourRole);
    }
    const expired = await add(professionalBody(), { authorization: 'Bearer caducado' });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
  });

  const R = msg.registration;
  it.each([
    ['nombre vacío', { nombre: '' }, { nombre: f.required }],
    ['apellido ausente', { apellido: undefined }, { apellido: f.required }],
    ['dni vacío', { dni: ' ' }, { dni: f.required }],
    ['país vacío', { pais: '' }, { pais: f.required }],
    ['provincia vacía', { localidad: '' }, { localidad: f.required }],
    ['ciudad vacía', { ciudad: '' }, { ciudad: f.required }],
    ['teléfono vacío', { numeroContacto: '' }, { numeroContacto: f.required }],
    ['teléfono corto', { numeroContacto: '38155' }, { numeroContacto: R.numeroContacto }],
    ['teléfono con prefijo', { numeroContacto: '+54 9 3815550001' }, { numeroContacto: R.numeroContacto }],
    ['email inválido', { email: 'no-es-email' }, { email: R.emailFormat }],
    ['edad 17', { edad: 17 }, { edad: f.edadMin }],
    ['edad con decimales', { edad: 30.5 }, { edad: f.edadMin }],
    ['edad como texto', { edad: '30' }, { edad: f.edadMin }],
    ['edad ausente', { edad: undefined }, { edad: f.edadMin }],
    ['sin servicios', { servicio: [] }, { servicio: f.required }],
    ['servicio sin tipo', { servicio: [{ tipo: '' }] }, { 'servicio.0.tipo': f.required }],
    ['Otros sin nombre', { servicio: [{ tipo: 'otros' }] }, { nuevaCategoria: f.nuevaCategoria }],
    ['sin ubicación', { location: undefined }, { location: f.geocodeError }],
    [
      'longitud imposible',
      { location: { coordinates: [200, 0] } },
      { 'location.coordinates.0': f.geocodeError },
    ],
    ['contraseña corta', { password: '123', repassword: '123' }, { password: R.passwordMin }],
    ['nombre larguísimo', { nombre: 'x'.repeat(101) }, { nombre: tooLong(100) }],
  ] as [string, object, Record<string, string>][])(
    'refuses %s with its message',
    async (_case, change, fields) => {
      const res = await add({ ...professionalBody(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields });
      expect(Object.keys(res.json().fields)).toEqual(Object.keys(fields));
    },
  );

  it('refuses a second professional profile with the same DNI (409), written as it may be typed', async () => {
    expect((await add(professionalBody({ dni: '28.765.432' }))).statusCode).toBe(201);
    for (const dni of ['28765432', '28 765 432']) {
      const res = await add(professionalBody({ dni }));
      expect(res.statusCode, dni).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: f.dniTaken,
        fields: { dni: f.dniTaken },
      });
    }
    // A signed-in client with that DNI: refused too, and still only a client.
    const client = await createAccount(t.db, { roles: ['Cliente'] });
    const session = await signIn(t.app, client);
    const upgraded = await add(professionalEditBody({ dni: '28765432' }), session.auth);
    expect(upgraded.statusCode).toBe(409);
    expect((await accountsWith(client.email))[0]!.roles).toEqual(['Cliente']);
    const rows = await t.db.select().from(professionals).where(eq(professionals.dni, '28765432'));
    expect(rows).toEqual([]);
  });

  it('refuses a category that does not exist', async () => {
    const res = await add(professionalBody({ servicio: [{ tipo: 'plomero' }, { tipo: 'astronauta' }] }));
    expectFieldErrors(res, { 'servicio.1.tipo': f.unknownCategory });
  });

  it('keeps only the options each category offers, takes names as well as slugs, and drops repeats', async () => {
    const all = Object.fromEntries(SERVICE_FLAGS.map((flag) => [flag, true])) as Record<ServiceFlag, boolean>;
    const servicio = [
      { tipo: 'cuidado-de-persona', ...all },
      { tipo: 'Limpieza Domestica', ...all },
      { tipo: 'ninera', ...all, semanal: false },
      { tipo: 'plomero', ...all, descripcion: 'Caños' },
      { tipo: 'Plomero', descripcion: 'Repetido' },
    ];
    const { professionalId } = (await add(professionalBody({ servicio }))).json();
    const rows = (await servicesOf(professionalId)).map(({ professionalId: _, ...s }) => s);
    const none = { ...all, semanal: false, mensual: false, personasEnfermas: false };
    const off = {
      ...none,
      personasMayores: false,
      personasDiscapacitadas: false,
      rateAmount: null,
      rateUnit: null,
    };
    expect(rows).toEqual([
      {
        categorySlug: 'cuidado-de-persona',
        ...off,
        personasEnfermas: true,
        personasMayores: true,
        personasDiscapacitadas: true,
        descripcion: null,
      },
      { categorySlug: 'limpieza-domestica', ...off, semanal: true, mensual: true, descripcion: null },
      { categorySlug: 'ninera', ...off, mensual: true, descripcion: null },
      { categorySlug: 'plomero', ...off, descripcion: 'Caños' },
    ]);
  });

  it("'Otros' creates the named category once, whatever its case and accents", async () => {
    const otros = (name: string) =>
      add(professionalBody({ servicio: [{ tipo: 'otros' }], nuevaCategoria: name }));
    const first = await otros('Jardinería');
    expect(first.statusCode).toBe(201);
    expect(await servicesOf(first.json().professionalId)).toMatchObject([{ categorySlug: 'jardineria' }]);
    const second = await otros('  JARDINERIA ');
    expect(await servicesOf(second.json().professionalId)).toMatchObject([{ categorySlug: 'jardineria' }]);
    const rows = await t.db.select().from(categories).where(eq(categories.slug, 'jardineria'));
    expect(rows).toMatchObject([{ type: 'Jardinería', fixed: false }]);
    const reserved = await otros('Otros');
    expectFieldErrors(reserved, { nuevaCategoria: msg.category.reservedName });
  });
});
