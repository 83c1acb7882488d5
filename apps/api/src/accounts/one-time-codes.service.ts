import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '@servihogar/shared/constants';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oneTimeCodes } from '../db/tables/auth.table.ts';

export type CodePurpose =
  | 'email_verification'
  | 'redactor_invitation'
  | 'password_recovery'
  | 'redactor_password_change'
  // Issue 41: a consumer button pressed without signing in, confirmed from the account's mail…
  | 'rights_baja'
  | 'rights_arrepentimiento'
  // …and a new contact e-mail of a professional, confirmed from that address.
  | 'contact_email'
  // Issue 42: a WhatsApp number, confirmed with the code sent to it.
  | 'whatsapp_number';

const MINUTE_MS = 60_000;

export const CODE_TTL_MS: Record<CodePurpose, number> = {
  email_verification: DAY_MS,
  redactor_invitation: DAY_MS,
  password_recovery: 15 * MINUTE_MS,
  redactor_password_change: 15 * MINUTE_MS,
  rights_baja: DAY_MS,
  rights_arrepentimiento: DAY_MS,
  contact_email: DAY_MS,
  whatsapp_number: 10 * MINUTE_MS,
};

/** Wrong tries after which a recovery code is burned. */
export const MAX_CODE_ATTEMPTS = 5;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Codes typed from a phone (recovery, WhatsApp): 6 digits. Everything else is a long random token. */
const newSecret = (purpose: CodePurpose): string =>
  purpose === 'password_recovery' || purpose === 'whatsapp_number'
    ? String(randomInt(0, 1_000_000)).padStart(6, '0')
    : randomBytes(24).toString('base64url');

const unusedCondition = (accountId: string, purpose: CodePurpose) =>
  and(eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt));

/** A fresh secret for the account and purpose (only its hash is stored); older unused ones stop working. */
export async function issueCode(db: Db, accountId: string, purpose: CodePurpose, now: Date): Promise<string> {
  const secret = newSecret(purpose);
  await db.transaction(async (tx) => {
    await tx.delete(oneTimeCodes).where(unusedCondition(accountId, purpose));
    await tx.insert(oneTimeCodes).values({
      accountId,
      purpose,
      codeHash: sha256(secret),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS[purpose]),
      createdAt: now,
    });
  });
  return secret;
}

/** True when the account has an unused, unexpired secret for the purpose. */
export async function hasLiveCode(db: Db, accountId: string, purpose: CodePurpose, now: Date) {
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(liveCondition(accountId, purpose, now))
    .limit(1);
  return row !== undefined;
}

const liveCondition = (accountId: string, purpose: CodePurpose, now: Date) =>
  and(unusedCondition(accountId, purpose), gt(oneTimeCodes.expiresAt, now));

/**
 * Spends a long token (looked up by its hash) in one statement, so it works exactly once.
 * Returns its account, or null when unknown, used or expired (or not the expected account).
 */
export async function consumeToken(
  db: Db,
  purpose: CodePurpose,
  token: string,
  now: Date,
  accountId?: string,
): Promise<string | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.codeHash, sha256(token)),
        eq(oneTimeCodes.purpose, purpose),
        accountId ? eq(oneTimeCodes.accountId, accountId) : undefined,
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ accountId: oneTimeCodes.accountId });
  return row?.accountId ?? null;
}

/**
 * Checks a short code against the account's live one. A match spends it; a miss counts a try
 * and burns the code at MAX_CODE_ATTEMPTS, so 6 digits cannot be guessed.
 */
export async function consumeCode(
  db: Db,
  accountId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const [live] = await db
    .select({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash })
    .from(oneTimeCodes)
    .where(liveCondition(accountId, purpose, now))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!live) return false;
  const unspent = and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.usedAt));
  if (timingSafeEqual(Buffer.from(live.codeHash), Buffer.from(sha256(code.trim())))) {
    const spent = await db.update(oneTimeCodes).set({ usedAt: now }).where(unspent).returning();
    return spent.length === 1;
  }
  const attempts = sql`${oneTimeCodes.attempts} + 1`;
  await db
    .update(oneTimeCodes)
    .set({
      attempts,
      usedAt: sql`case when ${attempts} >= ${MAX_CODE_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(unspent);
  return false;
}
