import { and, inArray, isNull } from 'drizzle-orm';
import { generatePassword, hashPassword, passwordMatches } from '../accounts/passwords.ts';
import type { Db } from '../db/client.ts';
import { refreshTokens } from '../db/tables/auth.table.ts';
import { accounts } from '../db/tables/users.table.ts';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PASSWORD, DEMO_REDACTOR } from './demo-accounts.ts';
import { DEMO_PRESTADOR_INDEX, DEMO_PROFESSIONALS } from './demo-professionals.ts';

/** The accounts the seed creates (read by the e-mail's unique index, whatever the database's size). */
const DEMO_EMAILS = [
  DEMO_ADMIN,
  DEMO_REDACTOR,
  DEMO_PROFESSIONALS[DEMO_PRESTADOR_INDEX]!,
  ...DEMO_CLIENTS,
].map((account) => account.email.toLowerCase());

/**
 * Production never accepts the password the README publishes: the demo accounts that still carry
 * it (seeded by this start or an earlier one) get one generated password instead, and their
 * sessions end. Returns that password for the operator to see once; null when none carried it.
 */
export async function replacePublishedDemoPassword(db: Db, now: Date): Promise<string | null> {
  // The seed hashes the demo password once, so the demo accounts share a handful of hashes at most.
  const rows = await db
    .selectDistinct({ hash: accounts.passwordHash })
    .from(accounts)
    .where(inArray(accounts.email, DEMO_EMAILS));
  const published: string[] = [];
  for (const { hash } of rows) if (await passwordMatches(hash, DEMO_PASSWORD)) published.push(hash);
  if (published.length === 0) return null;
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(accounts)
      .set({ passwordHash, tokensValidAfter: now, updatedAt: now })
      .where(and(inArray(accounts.email, DEMO_EMAILS), inArray(accounts.passwordHash, published)))
      .returning({ id: accounts.id });
    const ids = changed.map((row) => row.id);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(inArray(refreshTokens.accountId, ids), isNull(refreshTokens.revokedAt)));
  });
  return password;
}
