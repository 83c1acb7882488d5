import { all, type Row } from './matrix.ts';

// The operator's endpoints (decision 0034): no account opens them. Anonymous callers get 401, and a
// sign-in token is not the backup token (signed for another audience) nor METRICS_TOKEN: 403.

/** The matrix app is built with this METRICS_TOKEN, so /metrics exists there. */
export const MATRIX_METRICS_TOKEN = 'matrix-metrics-token-0123456789';

const operatorOnly = { ...all(403), anonymous: 401 };

export const OPS_ROWS: Row<unknown>[] = [
  {
    endpoint: 'GET /ops/backup',
    request: () => ({ method: 'GET', url: '/ops/backup' }),
    expected: operatorOnly,
  },
  { endpoint: 'GET /metrics', request: () => ({ method: 'GET', url: '/metrics' }), expected: operatorOnly },
];
