/**
 * True for a unique-constraint violation (SQLSTATE 23505), from pg or PGlite, wrapped by Drizzle or
 * not; of that constraint (index name) only, when one is named.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/**
 * True for an exclusion-constraint violation (SQLSTATE 23P01), e.g. `bookings_no_overlap`: a second
 * booking of time already taken; of that constraint only, when one is named.
 */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23P01') return constraint === undefined || name === constraint;
  }
  return false;
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  // statement_timeout (db/client.ts): the database is too slow to answer now.
  '57014',
]);

/**
 * pg's own words for a connection that ended or never came: cut under a query, a client left
 * unusable by that (a transaction's ROLLBACK after its connection died), no connection in time.
 */
const UNREACHABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|is not queryable/i;

/**
 * True when the database could not be reached or answer in time (down, restarting, connection cut,
 * packets dropped), not a bad query.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
  }
  return false;
}
