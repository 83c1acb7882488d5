import { randomBytes, randomUUID } from 'node:crypto';
import { DAY_MS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens } from '../db/tables/auth.table.ts';
import { accounts } from '../db/tables/users.table.ts';
import { AppError } from '../lib/errors.ts';
import { sha256 } from './one-time-codes.service.ts';

export const REFRESH_TTL_MS = 30 * DAY_MS;
/** How long after a rotation the spent token may still be presented once its answer was lost. */
export const ROTATION_RETRY_MS = 30_000;

const sessionExpired = () => new AppError('TOKEN_EXPIRED', msg.session.expired);

/** A new refresh token (only its hash is stored); a login starts a family, a rotation continues it. */
export async function startSession(
  db: Db,
  accountId: string,
  now: Date,
  familyId: string = randomUUID(),
  id: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    id,
    accountId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
    createdAt: now,
  });
  return token;
}

/**
 * Spends a refresh token and issues its successor in the same family. A token presented after it
 * was rotated or revoked means someone replayed it: the whole family is revoked (403), unless the
 * answer that carried its successor was lost (see retryLostRotation).
 */
export async function rotateSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ accountId: string; token: string; familyId: string }> {
  const hash = sha256(token);
  const nextId = randomUUID();
  // The spent token and its successor commit together: a replay never sees one without the other.
  const rotated = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ revokedAt: now, replacedBy: nextId })
      .where(
        and(
          eq(refreshTokens.tokenHash, hash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ accountId: refreshTokens.accountId, familyId: refreshTokens.familyId });
    if (!claimed) return undefined;
    const next = await startSession(tx, claimed.accountId, now, claimed.familyId, nextId);
    return { accountId: claimed.accountId, token: next, familyId: claimed.familyId };
  });
  if (rotated) return rotated;
  const [known] = await db
    .select({
      accountId: refreshTokens.accountId,
      familyId: refreshTokens.familyId,
      revokedAt: refreshTokens.revokedAt,
      replacedBy: refreshTokens.replacedBy,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash));
  if (!known) throw sessionExpired();
  const retried = await retryLostRotation(db, known, now);
  if (retried) return retried;
  await revokeFamily(db, known.familyId, now);
  throw sessionExpired();
}

type SpentToken = {
  accountId: string;
  familyId: string;
  revokedAt: Date | null;
  replacedBy: string | null;
};

/**
 * A token rotated less than ROTATION_RETRY_MS ago whose successor is still unused: the answer that
 * carried the successor was lost (a reload or a dropped connection cut it), or another tab sent
 * the same cookie at the same moment. The caller gets a sibling of the successor, which stays good
 * too, since either may be the one the browser kept (decision 0070). Undefined otherwise.
 */
async function retryLostRotation(db: Db, spent: SpentToken, now: Date) {
  if (!spent.replacedBy || !spent.revokedAt) return undefined;
  if (now.getTime() - spent.revokedAt.getTime() > ROTATION_RETRY_MS) return undefined;
  const [successor] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.id, spent.replacedBy), isNull(refreshTokens.revokedAt)));
  if (!successor) return undefined;
  const token = await startSession(db, spent.accountId, now, spent.familyId);
  return { accountId: spent.accountId, token, familyId: spent.familyId };
}

/** The account's access tokens issued before `now` stop working at its next request. */
export async function revokeAccessTokens(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ tokensValidAfter: now })
    .where(
      and(
        eq(accounts.id, accountId),
        or(isNull(accounts.tokensValidAfter), lt(accounts.tokensValidAfter, now)),
      ),
    );
}

/** Revokes the refresh tokens matching `which` that are not revoked yet. */
const revokeRefreshTokens = (db: Db, which: SQL, now: Date) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(which, isNull(refreshTokens.revokedAt)));

/** The presented refresh token's account and sign-in (whatever its state); undefined if unknown. */
async function presentedToken(db: Db, token: string) {
  const [row] = await db
    .select({ accountId: refreshTokens.accountId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  return row;
}

/** Ends one sign-in (logout, reuse detection) and the account's current access tokens. */
export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  const [family] = await db
    .select({ accountId: refreshTokens.accountId })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId))
    .limit(1);
  await revokeRefreshTokens(db, eq(refreshTokens.familyId, familyId), now);
  if (family) await revokeAccessTokens(db, family.accountId, now);
}

/** Logout: the presented token's whole family (one sign-in) ends. Unknown tokens are ignored. */
export async function endSession(db: Db, token: string, now: Date): Promise<void> {
  const row = await presentedToken(db, token);
  if (row) await revokeFamily(db, row.familyId, now);
}

/** Every session and access token of the account ends (logout-all, password change or reset, ban). */
export async function revokeAllSessions(db: Db, accountId: string, now: Date): Promise<void> {
  await revokeRefreshTokens(db, eq(refreshTokens.accountId, accountId), now);
  await revokeAccessTokens(db, accountId, now);
}

/** Logout on every device: the presented token's account loses all its sessions. */
export async function endAllSessions(db: Db, token: string, now: Date): Promise<void> {
  const row = await presentedToken(db, token);
  if (row) await revokeAllSessions(db, row.accountId, now);
}
