import { all, type Row } from './matrix.ts';

// The operator's endpoints (decision 0034). The backup and the metrics: no account opens them. Anonymous callers get 401, and a
// sign-in token is not the backup token (signed for another audience) nor METRICS_TOKEN: 403.

/** The matrix app is built with this METRICS_TOKEN, so /metrics exists there. */
export const MATRIX_METRICS_TOKEN = 'matrix-metrics-token-0123456789';

const operatorOnly = { ...all(403), anonymous: 401 };

export const OPS_ROWS: Row<unknown>[] = [
  // Load balancers' probes: the same for everyone.
  {
    endpoint: 'GET /health/live',
    request: () => ({ method: 'GET', url: '/health/live' }),
    expected: all(200),
  },
  {
    endpoint: 'GET /health/ready',
    request: () => ({ method: 'GET', url: '/health/ready' }),
    expected: all(200),
  },
  {
    endpoint: 'GET /ops/backup',
    request: () => ({ method: 'GET', url: '/ops/backup' }),
    expected: operatorOnly,
  },
  { endpoint: 'GET /metrics', request: () => ({ method: 'GET', url: '/metrics' }), expected: operatorOnly },
];
