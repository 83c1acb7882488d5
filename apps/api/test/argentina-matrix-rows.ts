import { dataRightsRequests } from '../src/db/tables/data-rights-requests.table.ts';
import { payScales } from '../src/db/tables/pay-scales.table.ts';
import type { TestApp } from './build-test-app.ts';
import { adminOnly, all, type Row as MatrixRow, plainRow } from './matrix.ts';

// The endpoints of issue 32 (the rules of Argentina) for the authorization matrix.

type Context = { t: TestApp };
type Row = MatrixRow<Context>;

// Each call takes a day of its own, so every caller's attempt works on a fresh row.
let day = 0;
const nextDay = () => new Date(Date.UTC(2040, 0, ++day)).toISOString().slice(0, 10);
const scaleBody = () => ({
  category: 'tareas_generales',
  modality: 'sin_retiro',
  hourly: 1000,
  monthly: null,
  validFrom: nextDay(),
});
const newScale = async (c: Context) => {
  const [row] = await c.t.db
    .insert(payScales)
    .values({ category: 'caseros', modality: 'con_retiro', hourly: 10, validFrom: nextDay() })
    .returning();
  return row!.id;
};

// Each caller's attempt resolves a pending request of its own.
let request = 0;
const newRequest = async (c: Context) => {
  const code = `DAT-2040-${String(++request).padStart(8, '0')}`;
  await c.t.db.insert(dataRightsRequests).values({
    code,
    kind: 'acceso',
    channel: 'privacidad',
    nombre: 'Matriz',
    email: 'matriz@example.com',
    detalle: 'Quiero ver mis datos.',
    dueOn: '2040-01-08',
  });
  return code;
};

export const ARGENTINA_ROWS: Row[] = [
  plainRow('GET /pay-scales/current', all(200)),
  plainRow('GET /pay-scales', adminOnly(200)),
  {
    endpoint: 'POST /pay-scales',
    request: () => ({ method: 'POST', url: '/pay-scales', payload: scaleBody() }),
    expected: adminOnly(201),
  },
  {
    endpoint: 'PUT /pay-scales/{id}',
    request: async (c) => ({ method: 'PUT', url: `/pay-scales/${await newScale(c)}`, payload: scaleBody() }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'DELETE /pay-scales/{id}',
    request: async (c) => ({ method: 'DELETE', url: `/pay-scales/${await newScale(c)}` }),
    expected: adminOnly(200),
  },
  plainRow('POST /subscriptions/rights-requests', all(202), {
    payload: { kind: 'baja', email: 'nadie@example.com', dni: '30111222' },
  }),
  plainRow('POST /subscriptions/rights-requests/confirm', all(400), { payload: { token: 'inventado' } }),
  plainRow('GET /subscriptions/rights-requests', adminOnly(200)),
  plainRow('POST /data-rights-requests', all(202), {
    payload: {
      kind: 'acceso',
      nombre: 'Nadie Nadie',
      email: 'nadie@example.com',
      detalle: 'Quiero ver mis datos.',
    },
  }),
  plainRow('GET /data-rights-requests', adminOnly(200)),
  {
    endpoint: 'POST /data-rights-requests/{code}/resolution',
    request: async (c) => ({
      method: 'POST',
      url: `/data-rights-requests/${await newRequest(c)}/resolution`,
      payload: { status: 'respondida', note: 'Respondido por la matriz.' },
    }),
    expected: adminOnly(200),
  },
];
