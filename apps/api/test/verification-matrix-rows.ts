import { eq } from 'drizzle-orm';
import { subscriptions } from '../src/db/tables/subscriptions.table.ts';
import type { TestApp } from './build-test-app.ts';
import { accountIdOf, insertSubscription } from './business.ts';
import { insertAccount, insertProfessional } from './factories.ts';
import { adminOnly, all, type Row as MatrixRow, plainRow, prestadorOnly } from './matrix.ts';
import { insertDocument } from './verification.ts';

// The endpoints of issue 16 parts 1 (verified professionals) and 4 (subscription rights).

type Context = { t: TestApp; prestadorEmail: string; professionalId: string };
type Row = MatrixRow<Context>;

const otherProfessional = (c: Context) => insertProfessional(c.t.db, { services: ['gasista'] });

/** A payment of the Prestador, approved just now: within the 10 days of the arrepentimiento. */
async function approvedSubscription(
  c: Context,
  professionalId: string,
  accountId: string,
  refundAsked = false,
) {
  const row = await insertSubscription(c.t.db, c.t.files, { accountId, professionalId });
  const now = new Date();
  await c.t.db
    .update(subscriptions)
    .set({
      paymentStatus: 'confirmed',
      decidedAt: now,
      endDate: new Date(now.getTime() + 30 * 86_400_000),
      ...(refundAsked ? { refundRequestedAt: now } : {}),
    })
    .where(eq(subscriptions.id, row.id));
  return row;
}

export const VERIFICATION_ROWS: Row[] = [
  plainRow('GET /verification/mine', prestadorOnly(200)),
  {
    endpoint: 'POST /verification/documents (not multipart)',
    request: () => ({ method: 'POST', url: '/verification/documents', payload: {} }),
    expected: prestadorOnly(400),
  },
  plainRow('GET /verification/documents', adminOnly(200), { query: '?estado=pendiente' }),
  {
    endpoint: 'GET /verification/documents/{id}/file (the Prestador’s own DNI)',
    request: async (c) => ({
      method: 'GET',
      url: `/verification/documents/${(await insertDocument(c.t.db, c.t.files, { professionalId: c.professionalId })).id}/file`,
    }),
    expected: { ...adminOnly(200), Prestador: 200 },
  },
  {
    endpoint: 'GET /verification/documents/{id}/file (another professional’s matrícula)',
    request: async (c) => {
      const doc = await insertDocument(c.t.db, c.t.files, {
        professionalId: (await otherProfessional(c)).id,
        kind: 'matricula',
      });
      return { method: 'GET', url: `/verification/documents/${doc.id}/file` };
    },
    expected: adminOnly(200),
  },
  {
    endpoint: 'PUT /verification/documents/{id}',
    request: async (c) => {
      const doc = await insertDocument(c.t.db, c.t.files, {
        professionalId: (await otherProfessional(c)).id,
      });
      return { method: 'PUT', url: `/verification/documents/${doc.id}`, payload: { estado: 'aprobado' } };
    },
    expected: adminOnly(200),
  },
  plainRow('GET /subscriptions/rights', prestadorOnly(200)),
  plainRow('POST /subscriptions/baja', prestadorOnly(200)),
  {
    endpoint: 'POST /subscriptions/{id}/arrepentimiento (the Prestador’s own payment)',
    request: async (c) => {
      const accountId = await accountIdOf(c.t.db, c.prestadorEmail);
      const s = await approvedSubscription(c, c.professionalId, accountId);
      return { method: 'POST', url: `/subscriptions/${s.id}/arrepentimiento` };
    },
    expected: prestadorOnly(200),
  },
  {
    endpoint: 'POST /subscriptions/{id}/arrepentimiento (another professional’s payment)',
    request: async (c) => {
      const other = await otherProfessional(c);
      const owner = await insertProfessionalAccount(c);
      const s = await approvedSubscription(c, other.id, owner);
      return { method: 'POST', url: `/subscriptions/${s.id}/arrepentimiento` };
    },
    expected: { ...all(403), anonymous: 401 },
  },
  {
    endpoint: 'PUT /subscriptions/{id}/refund',
    request: async (c) => {
      const other = await otherProfessional(c);
      const s = await approvedSubscription(c, other.id, await insertProfessionalAccount(c), true);
      return { method: 'PUT', url: `/subscriptions/${s.id}/refund` };
    },
    expected: adminOnly(200),
  },
];

async function insertProfessionalAccount(c: Context): Promise<string> {
  return (await insertAccount(c.t.db, { roles: ['Prestador'] })).id;
}
