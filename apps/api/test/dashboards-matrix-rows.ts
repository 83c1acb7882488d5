import type { TestApp } from './build-test-app.ts';
import { insertProfessional } from './factories.ts';
import { adminOnly, all, type Row as MatrixRow, plainRow, prestadorOnly, staff } from './matrix.ts';

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
  plainRow('GET /activity/mine', prestadorOnly(200)),
  plainRow('GET /metrics/business', adminOnly(200)),
  plainRow('GET /metrics/ads', staff(200)),
  // Issue 48: what waits for an admin (the header's counts).
  plainRow('GET /admin/waiting', adminOnly(200)),
];
