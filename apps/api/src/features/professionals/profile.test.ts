import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  expectPasswordChanged,
  refreshRequest,
  type SignedIn,
  signIn,
  signInAs,
  TEST_PASSWORD,
} from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { professionalEditBody } from '../../../test/professional-body.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { accounts } from '../../db/tables/users.table.ts';

const UNKNOWN_ID = '7d1f7c52-8a40-4d8e-9a51-3b8f0c7e2a11';

describe("a professional's own profile: edit data, edit, password", () => {
  const t = testAppOfSuite({ now: () => NOW });
  let admin: SignedIn;
  let client: SignedIn;
  let otherProfessional: SignedIn;

  beforeAll(async () => {
    admin = await signInAs(t(), 'Admin');
    client = await signInAs(t(), 'Cliente');
    const other = await createAccount(t().db, { roles: ['Prestador'] });
    await insertProfessional(t().db, { now: NOW, accountId: other.id });
    otherProfessional = await signIn(t().app, other);
  });

  /** A Prestador account with its professional (legacy phone format, two services). */
  async function professionalOwner() {
    const account = await createAccount(t().db, { roles: ['Prestador'], nombre: 'Marta' });
    const professional = await insertProfessional(t().db, {
      now: NOW,
      accountId: account.id,
      nombre: 'Marta',
      numeroContacto: '+54 9 3815550123',
      services: [{ categorySlug: 'ninera', semanal: true }, 'plomero'],
    });
    return { account, professional, session: await signIn(t().app, account) };
  }

  const getEdit = (id: string, session?: SignedIn) =>
    t().app.inject({ url: `/professionals/edit/${id}`, headers: session?.auth ?? {} });
  const put = (url: string, payload: object, session?: SignedIn) =>
    t().app.inject({ method: 'PUT', url, payload, headers: session?.auth ?? {} });
  const putEdit = (id: string, payload: object, session?: SignedIn) =>
    put(`/professionals/edit/${id}`, payload, session);
  const changePassword = (id: string, payload: object, session?: SignedIn) =>
    put(`/professionals/changePassword/${id}`, payload, session);

  it('gives the owner and admins the private data the edit form needs, no one else', async () => {
    const { professional, session } = await professionalOwner();
    const res = await getEdit(professional.id, session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: professional.id,
      nombre: 'Marta',
      dni: professional.dni,
      edad: 30,
      email: professional.email,
      numeroContacto: '3815550123',
      altaUsuario: true,
      location: { coordinates: [-65.2226, -26.8241] },
      servicio: [
        { tipo: 'ninera', semanal: true, mensual: false },
        { tipo: 'plomero', semanal: false },
      ],
    });
    expect((await getEdit(professional.id, admin)).statusCode).toBe(200);
    expect((await getEdit(professional.id, otherProfessional)).statusCode).toBe(403);
    expect((await getEdit(professional.id, client)).statusCode).toBe(403);
    expect((await getEdit(professional.id)).statusCode).toBe(401);
    expect((await getEdit(UNKNOWN_ID, admin)).statusCode).toBe(404);
    expect((await getEdit(UNKNOWN_ID, session)).statusCode).toBe(403);
    expect((await getEdit('no-es-un-id', admin)).statusCode).toBe(400);
  });

  it('the owner edits everything; the account gets the new name, seen after a token refresh', async () => {
    const { account, professional, session } = await professionalOwner();
    const body = professionalEditBody({
      nombre: 'Martina',
      apellido: 'Sosa',
      email: professional.email,
      numeroContacto: '3815557777',
      edad: 41,
      servicio: [{ tipo: 'cuidado-de-persona', personasMayores: true, semanal: true }],
      location: { coordinates: [-65.25, -26.8] },
    });
    const res = await putEdit(professional.id, body, session);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(msg.professionalForm.updated);
    expect(res.json().updatedProfessional).toMatchObject({
      _id: professional.id,
      nombre: 'Martina',
      apellido: 'Sosa',
      edad: 41,
      numeroContacto: '3815557777',
      ciudad: 'Yerba Buena',
      location: { coordinates: [-65.25, -26.8] },
      servicio: [{ tipo: 'cuidado-de-persona', personasMayores: true, semanal: false }],
    });
    expect((await getEdit(professional.id, session)).json()).toEqual(res.json().updatedProfessional);
    const [row] = await t().db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toMatchObject({ nombre: 'Martina', apellido: 'Sosa', numeroContacto: '3815557777' });
    const refreshed = await t().app.inject(refreshRequest(session.refreshToken));
    expect(decodeJwt(refreshed.json().accessToken)).toMatchObject({ nombre: 'Martina', apellido: 'Sosa' });
  });

  it("refuses an edit to another profile's DNI (409); a profile keeps its own DNI however typed", async () => {
    const first = await professionalOwner();
    const second = await professionalOwner();
    const taken = professionalEditBody({ dni: '27.111.333' });
    expect((await putEdit(first.professional.id, taken, first.session)).statusCode).toBe(200);
    const res = await putEdit(
      second.professional.id,
      professionalEditBody({ dni: '27111333' }),
      second.session,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ dni: msg.professionalForm.dniTaken });
    const again = await putEdit(first.professional.id, professionalEditBody({ dni: '27 111 333' }), admin);
    expect(again.statusCode).toBe(200);
  });

  it('an admin edits any professional without renaming the account', async () => {
    const { account, professional } = await professionalOwner();
    const res = await putEdit(professional.id, professionalEditBody({ nombre: 'Corregido' }), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedProfessional.nombre).toBe('Corregido');
    const [row] = await t().db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row!.nombre).toBe('Marta');
    expect((await putEdit(UNKNOWN_ID, professionalEditBody(), admin)).statusCode).toBe(404);
  });

  it('refuses edits by another account or anonymous, and invalid forms, changing nothing', async () => {
    const { professional, session } = await professionalOwner();
    const body = professionalEditBody({ nombre: 'Intruso' });
    for (const [caller, status] of [
      [otherProfessional, 403],
      [client, 403],
      [undefined, 401],
    ] as const) {
      expect((await putEdit(professional.id, body, caller)).statusCode).toBe(status);
    }
    const invalid = await putEdit(professional.id, { ...body, edad: 17 }, session);
    expectFieldErrors(invalid, { edad: msg.professionalForm.edadMin });
    expect((await getEdit(professional.id, session)).json().nombre).toBe('Marta');
  });

  it('changes the password: wrong current refused, other sessions end, the caller keeps a session', async () => {
    const { account, professional, session } = await professionalOwner();
    const elsewhere = await signIn(t().app, account);
    const wrong = await changePassword(
      professional.id,
      { currentPassword: 'NoEsLaMia1', newPassword: 'NuevaClave1' },
      session,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'VALIDATION',
      message: msg.password.currentWrong,
      fields: { currentPassword: msg.password.currentWrong },
    });
    const short = await changePassword(
      professional.id,
      { currentPassword: TEST_PASSWORD, newPassword: '123' },
      session,
    );
    expect(short.json().fields).toEqual({ newPassword: msg.password.minLength });
    const payload = { currentPassword: TEST_PASSWORD, newPassword: 'NuevaClave1' };
    expect((await changePassword(professional.id, payload, otherProfessional)).statusCode).toBe(403);
    expect((await changePassword(professional.id, payload, admin)).statusCode).toBe(403);
    expect((await changePassword(professional.id, payload)).statusCode).toBe(401);

    const ok = await changePassword(professional.id, payload, session);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: msg.password.changed });
    const cookie = ok.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ path: '/auth', httpOnly: true, sameSite: 'Lax' });
    await expectPasswordChanged(t().app, {
      url: '/auth/loginProfessional',
      email: account.email,
      newPassword: 'NuevaClave1',
      before: [elsewhere, session],
      changed: ok,
    });
  });
});
