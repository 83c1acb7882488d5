import type { InjectOptions } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import { insertProfessional } from './factories.ts';

// The endpoints of issue 16 parts 2 (favourites) and 3 (data rights) for the authorization matrix.

type Caller = 'anonymous' | 'Cliente' | 'Prestador' | 'Redactor' | 'Admin';
type Expected = Record<Caller, number>;
type Context = { t: TestApp };
type Row = {
  endpoint: string;
  request: (c: Context) => InjectOptions | Promise<InjectOptions>;
  expected: Expected;
};

const clientsOnly = (ok: number): Expected => ({
  anonymous: 401,
  Cliente: ok,
  Prestador: 403,
  Redactor: 403,
  Admin: 403,
});
const signedIn = (ok: number): Expected => ({
  anonymous: 401,
  Cliente: ok,
  Prestador: ok,
  Redactor: ok,
  Admin: ok,
});
const listed = async (c: Context) => (await insertProfessional(c.t.db)).id;

export const BEYOND_ROWS: Row[] = [
  {
    endpoint: 'GET /favourites',
    request: () => ({ method: 'GET', url: '/favourites' }),
    expected: clientsOnly(200),
  },
  {
    endpoint: 'PUT /favourites/{professionalId}',
    request: async (c) => ({ method: 'PUT', url: `/favourites/${await listed(c)}` }),
    expected: clientsOnly(200),
  },
  {
    endpoint: 'DELETE /favourites/{professionalId}',
    request: async (c) => ({ method: 'DELETE', url: `/favourites/${await listed(c)}` }),
    expected: clientsOnly(200),
  },
  {
    endpoint: 'GET /account/export',
    request: () => ({ method: 'GET', url: '/account/export' }),
    expected: signedIn(200),
  },
  {
    // A wrong password: every signed-in caller reaches the check (400) and keeps its account.
    endpoint: 'DELETE /account',
    request: () => ({ method: 'DELETE', url: '/account', payload: { password: 'incorrecta' } }),
    expected: signedIn(400),
  },
];
