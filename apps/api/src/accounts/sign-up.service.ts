import type { MailDeps } from '../app-deps.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import {
  type Account,
  createAccount,
  findAccountByEmail,
  type NewAccount,
  normalizeEmail,
} from './accounts.service.ts';
import { mailOwner, mailOwnerOf, type RegistrationDoor } from './existing-account.ts';
import { hashPassword } from './passwords.ts';
import { sendVerification } from './verification.service.ts';

export type SignUpFields = Omit<NewAccount, 'passwordHash' | 'mustChangePassword'> & { password: string };

/**
 * A self-service sign-up (client or professional door): an unverified account, what `alongside`
 * adds in the same transaction, and the verification mail queued there too, so a crash leaves all
 * or none. An e-mail that already has an account gets no new one: its owner is mailed instead and
 * the result is null, so the caller can answer as for a new e-mail (no enumeration).
 */
export async function signUp<T>(
  deps: MailDeps,
  door: RegistrationDoor,
  { password, ...fields }: SignUpFields,
  alongside: (tx: Db, account: Account, now: Date) => Promise<T>,
  now: Date,
): Promise<T | null> {
  const email = normalizeEmail(fields.email);
  // Hashed either way, so the answer takes as long for a known e-mail as for a new one.
  const passwordHash = await hashPassword(password);
  const existing = await findAccountByEmail(deps.db, email);
  if (existing) {
    await mailOwner(deps, existing, door, now);
    return null;
  }
  const created = await deps.db
    .transaction(async (tx) => {
      const account = await createAccount(tx, { ...fields, email, passwordHash }, now);
      const result = await alongside(tx, account, now);
      await sendVerification(deps, account, 'email_verification', now, tx);
      return { result };
    })
    .catch((error: unknown) => {
      // Two registrations of one e-mail at once: the unique index decides (other unique rules of
      // what `alongside` writes are the caller's to answer).
      if (isUniqueViolation(error, 'accounts_email_key')) return null;
      throw error;
    });
  if (!created) {
    await mailOwnerOf(deps, email, door, now);
    return null;
  }
  return created.result;
}
