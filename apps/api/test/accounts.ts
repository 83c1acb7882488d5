import type { Role } from '@servihogar/shared/constants';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../src/accounts/passwords.ts';
import type { Db } from '../src/db/client.ts';
import type { accounts } from '../src/db/tables/users.table.ts';
import { insertAccount } from './factories.ts';

export const TEST_PASSWORD = 'Secreto123';
/** Any 32 hex characters, as the web keeps in localStorage (csrf_token). */
export const CSRF = { 'x-csrf-token': '0123456789abcdef0123456789abcdef' } as const;

let hashed: Promise<string> | undefined;
/** TEST_PASSWORD hashed once per test file (argon2 is deliberately slow). */
export const testPasswordHash = () => (hashed ??= hashPassword(TEST_PASSWORD));

/** A verified account whose password is TEST_PASSWORD. */
export async function createAccount(db: Db, input: Partial<typeof accounts.$inferInsert> = {}) {
  return insertAccount(db, { passwordHash: await testPasswordHash(), ...input });
}

export const DOOR_OF: Record<Role, string> = {
  Cliente: '/auth',
  Admin: '/auth',
  Prestador: '/auth/loginProfessional',
  Redactor: '/auth/loginRedactor',
};

export type SignedIn = { accessToken: string; refreshToken: string; auth: { authorization: string } };

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export function refreshCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((c) => c.name === 'refresh_token')?.value;
}

/** Signs in through the door of the account's first role; fails the test unless it answers a token. */
export async function signIn(
  app: FastifyInstance,
  account: { email: string; roles: string[] },
  password = TEST_PASSWORD,
): Promise<SignedIn> {
  const url = DOOR_OF[account.roles[0] as Role];
  const res = await app.inject({ method: 'POST', url, payload: { email: account.email, password } });
  const accessToken = res.json().accessToken;
  const refreshToken = refreshCookieOf(res);
  if (res.statusCode !== 200 || !accessToken || !refreshToken) {
    throw new Error(`sign-in of ${account.email} at ${url} failed: ${res.statusCode} ${res.body}`);
  }
  return { accessToken, refreshToken, auth: bearer(accessToken) };
}

/** `GET /auth/refresh` with the cookie and the CSRF header, as the web sends it. */
export const refreshRequest = (refreshToken: string): InjectOptions => ({
  method: 'GET',
  url: '/auth/refresh',
  headers: CSRF,
  cookies: { refresh_token: refreshToken },
});

export const REGISTRATION = {
  nombre: 'Ana',
  apellido: 'Paz',
  numeroContacto: '3815551234',
  password: 'Secreto123',
  repassword: 'Secreto123',
  direccion: {
    calle: 'San Martín',
    numero: '100',
    ciudad: 'San Miguel de Tucumán',
    codigoPostal: '4000',
    pais: 'Argentina',
  },
};

/** A new Admin account, signed in: its id and its session. */
export async function signInAdmin(t: {
  db: Db;
  app: FastifyInstance;
}): Promise<{ adminId: string; admin: SignedIn }> {
  const account = await createAccount(t.db, { roles: ['Admin'] });
  return { adminId: account.id, admin: await signIn(t.app, account) };
}

/** A new account of this one role, signed in through its door. */
export async function signInAs(t: { db: Db; app: FastifyInstance }, role: Role): Promise<SignedIn> {
  return signIn(t.app, await createAccount(t.db, { roles: [role] }));
}

/** `POST /auth` (the Cliente door) with the e-mail and password given. */
export const passwordLogin = (app: FastifyInstance, email: string, password = TEST_PASSWORD) =>
  app.inject({ method: 'POST', url: '/auth', payload: { email, password } });

/**
 * After a password change (`changed`, its answer): the old password no longer opens the door at
 * `url`, the new one does; the refresh tokens of the sessions before it are refused, and the cookie
 * the change set refreshes.
 */
export async function expectPasswordChanged(
  app: FastifyInstance,
  change: {
    url: string;
    email: string;
    newPassword: string;
    before: SignedIn[];
    changed: Parameters<typeof refreshCookieOf>[0];
  },
): Promise<void> {
  const login = (password: string) =>
    app.inject({ method: 'POST', url: change.url, payload: { email: change.email, password } });
  expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
  expect((await login(change.newPassword)).statusCode).toBe(200);
  for (const session of change.before) {
    expect((await app.inject(refreshRequest(session.refreshToken))).statusCode).toBe(403);
  }
  expect((await app.inject(refreshRequest(refreshCookieOf(change.changed)!))).statusCode).toBe(200);
}
