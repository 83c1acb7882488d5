import type { TestApp } from './build-test-app.ts';
import { insertProfessional } from './factories.ts';
import { adminOnly, all, type Row as MatrixRow, prestadorOnly, staff } from './matrix.ts';

// The endpoints of issue 28 (activity and metrics) for the authorization matrix: anyone's view is
// counted; a professional reads only its own figures; the business figures are the admins', the
// ads' figures the staff's.

type Context = { t: TestApp };
type Row = MatrixRow<Context>;

export const DASHBOARD_ROWS: Row[] = [
  {
    endpoint: 'POST /activity/views',
    request: async (c) => ({
      method: 'POST',
      url: '/activity/views',
      payload: { professionalId: (await insertProfessional(c.t.db)).id, source: 'categoria' },
    }),
    expected: all(204),
  },
  {
    endpoint: 'GET /activity/mine',
    request: () => ({ method: 'GET', url: '/activity/mine' }),
    expected: prestadorOnly(200),
  },
  {
    endpoint: 'GET /metrics/business',
    request: () => ({ method: 'GET', url: '/metrics/business' }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'GET /metrics/ads',
    request: () => ({ method: 'GET', url: '/metrics/ads' }),
    expected: staff(200),
  },
];
