import type { TestApp } from './build-test-app.ts';
import { insertProfessional } from './factories.ts';
import { clientsOnly, type Row as MatrixRow, plainRow, signedIn } from './matrix.ts';

// The endpoints of issue 16 parts 2 (favourites) and 3 (data rights) for the authorization matrix.

type Context = { t: TestApp };
type Row = MatrixRow<Context>;

const listed = async (c: Context) => (await insertProfessional(c.t.db)).id;

export const BEYOND_ROWS: Row[] = [
  plainRow('GET /favourites', clientsOnly(200)),
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
  plainRow('GET /account/export', signedIn(200)),
  {
    // A wrong password: every signed-in caller reaches the check (400) and keeps its account.
    endpoint: 'DELETE /account',
    request: () => ({ method: 'DELETE', url: '/account', payload: { password: 'incorrecta' } }),
    expected: signedIn(400),
  },
];
