import type { TestApp } from './build-test-app.ts';
import { accountIdOf, insertSubscription } from './business.ts';
import type { LifecycleState } from './factories.ts';
import { insertProfessional } from './factories.ts';
import { adminOnly, type Row as MatrixRow, plainRow, signedIn } from './matrix.ts';

// The endpoints of the "Business model and back office" issue for the authorization matrix.

type Context = { t: TestApp; clientEmail: string };
type Row = MatrixRow<Context>;

/** Each call acts on a new professional in the state the action accepts. */
const action = (name: string, state: LifecycleState): Row => ({
  endpoint: `POST /professionals/${name}`,
  request: async (c) => ({
    method: 'POST',
    url: `/professionals/${name}`,
    payload: { professional_id: (await insertProfessional(c.t.db, { state })).id },
  }),
  expected: adminOnly(200),
});

const clientSubscription = async (c: Context) =>
  insertSubscription(c.t.db, c.t.files, { accountId: await accountIdOf(c.t.db, c.clientEmail) });

export const BUSINESS_ROWS: Row[] = [
  action('altaProf', 'pending'),
  action('suspenderAltaProf', 'trial'),
  action('suspenderFree', 'trial'),
  action('habilitarFree', 'trialExpired'),
  action('restablecerAbonado', 'overdue'),
  plainRow('GET /professionals/admin', adminOnly(200), { query: '?search=a' }),
  {
    endpoint: 'POST /subscriptions (not multipart)',
    request: () => ({ method: 'POST', url: '/subscriptions', payload: {} }),
    expected: { ...signedIn(400) },
  },
  plainRow('GET /subscriptions', adminOnly(200)),
  plainRow('GET /subscriptions/mine', signedIn(200)),
  {
    endpoint: 'GET /subscriptions/{id}/proof (the Cliente’s proof)',
    request: async (c) => ({
      method: 'GET',
      url: `/subscriptions/${(await clientSubscription(c)).id}/proof`,
    }),
    expected: { ...adminOnly(200), Cliente: 200 },
  },
  {
    endpoint: 'PUT /subscriptions/{id}',
    request: async (c) => ({
      method: 'PUT',
      url: `/subscriptions/${(await clientSubscription(c)).id}`,
      payload: { paymentStatus: 'confirmed' },
    }),
    expected: adminOnly(200),
  },
  plainRow('GET /audit-log', adminOnly(200), { query: '?action=user.ban&limit=5' }),
];
