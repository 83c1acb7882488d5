import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  expectPasswordChanged,
  REGISTRATION,
  type SignedIn,
  signIn,
  signInAs,
  TEST_PASSWORD,
} from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { professionals } from '../../db/tables/professionals.table.ts';

const { direccion } = REGISTRATION;

describe("a user's own profile: GET /user/{id}, edit, password", () => {
  const t = testAppOfSuite({ now: () => NOW });
  let admin: SignedIn;
  let stranger: SignedIn;

  beforeAll(async () => {
    admin = await signInAs(t(), 'Admin');
    stranger = await signInAs(t(), 'Cliente');
  });

  const newClient = async () => {
    const account = await createAccount(t().db, {
      roles: ['Cliente'],
      nombre: 'Carla',
      numeroContacto: '3815551111',
      direccion,
    });
    return { account, session: await signIn(t().app, account) };
  };
  const get = (id: string, session?: SignedIn) =>
    t().app.inject({ url: `/user/${id}`, headers: session?.auth ?? {} });
  const edit = (id: string, payload: object, session?: SignedIn) =>
    t().app.inject({ method: 'PUT', url: `/user/edit/${id}`, payload, headers: session?.auth ?? {} });
  const valid = { nombre: 'Carolina', apellido: 'Ruiz', numeroContacto: '3815552222' };

  it('answers the owner and admins with §3 User, the address and the professional id', async () => {
    const { account, session } = await newClient();
    const res = await get(account.id, session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: account.id,
      nombre: 'Carla',
      apellido: 'Prueba',
      email: account.email,
      numeroContacto: '3815551111',
      dni: null,
      foto: null,
      isPrestador: false,
      direccion,
      professionalId: null,
    });
    expect(res.body).not.toMatch(/password|argon2/i);
    expect((await get(account.id, admin)).statusCode).toBe(200);
    expect((await get(account.id, stranger)).statusCode).toBe(403);
    expect((await get(account.id)).statusCode).toBe(401);
    expect((await get('no-es-un-id', admin)).statusCode).toBe(400);
    expect((await get('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);

    const prestador = await createAccount(t().db, { roles: ['Prestador', 'Cliente'] });
    const professional = await insertProfessional(t().db, { now: NOW, accountId: prestador.id });
    expect((await get(prestador.id, admin)).json()).toMatchObject({
      isPrestador: true,
      professionalId: professional.id,
    });
  });

  it('the owner edits name, phone, dni and address', async () => {
    const { account, session } = await newClient();
    const newAddress = { ...direccion, calle: 'Av. Mate de Luna', numero: '2500' };
    const res = await edit(account.id, { ...valid, dni: '33444555', direccion: newAddress }, session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: msg.profile.updated,
      updatedUser: expect.objectContaining({ ...valid, dni: '33444555', direccion: newAddress }),
    });
    const kept = await edit(account.id, { ...valid, dni: '' }, session);
    expect(kept.json().updatedUser).toMatchObject({ dni: null, direccion: newAddress });
  });

  it.each([
    ['nombre corto', { nombre: 'Al' }, { nombre: msg.registration.nombreMin }],
    ['apellido ausente', { apellido: undefined }, { apellido: msg.registration.apellidoMin }],
    ['teléfono corto', { numeroContacto: '12345' }, { numeroContacto: msg.registration.numeroContacto }],
    [
      'dirección incompleta',
      { direccion: { ...direccion, calle: ' ' } },
      { 'direccion.calle': msg.registration.required },
    ],
    ['el email', { email: 'otro@example.com' }, { email: msg.profile.emailNotEditable }],
  ] as [string, object, Record<string, string>][])(
    'refuses %s with its message',
    async (_case, change, fields) => {
      const { account, session } = await newClient();
      const res = await edit(account.id, { ...valid, ...change }, session);
      expectFieldErrors(res, fields);
      expect((await get(account.id, session)).json().nombre).toBe('Carla');
    },
  );

  it('refuses edits of another account, even by an admin', async () => {
    const { account } = await newClient();
    expect((await edit(account.id, valid, stranger)).statusCode).toBe(403);
    expect((await edit(account.id, valid, admin)).statusCode).toBe(403);
    expect((await edit(account.id, valid)).statusCode).toBe(401);
  });

  it("a Prestador's name and phone follow on its professional profile", async () => {
    const account = await createAccount(t().db, { roles: ['Prestador', 'Cliente'] });
    const professional = await insertProfessional(t().db, { now: NOW, accountId: account.id });
    const session = await signIn(t().app, account);
    expect((await edit(account.id, { ...valid, dni: '40111222' }, session)).statusCode).toBe(200);
    const [row] = await t().db.select().from(professionals).where(eq(professionals.id, professional.id));
    expect(row).toMatchObject({ ...valid, dni: '40111222' });
  });

  it('changes the password of the owner only; the new one opens the door, the old one not', async () => {
    const { account, session } = await newClient();
    const change = (payload: object, caller?: SignedIn) =>
      t().app.inject({
        method: 'PUT',
        url: `/user/changePassword/${account.id}`,
        payload,
        headers: caller?.auth ?? {},
      });
    const payload = { currentPassword: TEST_PASSWORD, newPassword: 'OtraClave9' };
    expect((await change(payload, stranger)).statusCode).toBe(403);
    expect((await change(payload, admin)).statusCode).toBe(403);
    expect((await change(payload)).statusCode).toBe(401);
    const wrong = await change({ ...payload, currentPassword: 'incorrecta' }, session);
    expectFieldErrors(wrong, { currentPassword: msg.password.currentWrong });
    const missing = await change({ newPassword: 'OtraClave9' }, session);
    expect(missing.json().fields).toEqual({ currentPassword: msg.password.currentRequired });

    const ok = await change(payload, session);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: msg.password.changed });
    await expectPasswordChanged(t().app, {
      url: '/auth',
      email: account.email,
      newPassword: 'OtraClave9',
      before: [session],
      changed: ok,
    });
  });
});
