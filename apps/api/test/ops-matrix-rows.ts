import { all, plainRow, type Row } from './matrix.ts';

// The operator's endpoints (decision 0034). The backup and the metrics: no account opens them. Anonymous callers get 401, and a
// sign-in token is not the backup token (signed for another audience) nor METRICS_TOKEN: 403.

/** The matrix app is built with this METRICS_TOKEN, so /metrics exists there. */
export const MATRIX_METRICS_TOKEN = 'matrix-metrics-token-0123456789';

const operatorOnly = { ...all(403), anonymous: 401 };

export const OPS_ROWS: Row<unknown>[] = [
  // Load balancers' probes: the same for everyone.
  plainRow('GET /health/live', all(200)),
  plainRow('GET /health/ready', all(200)),
  plainRow('GET /ops/backup', operatorOnly),
  plainRow('GET /metrics', operatorOnly),
];
