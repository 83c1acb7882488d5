import { and, eq, isNull } from 'drizzle-orm';
import type { MailDeps } from '../app-deps.ts';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/tables/users.table.ts';
import { AppError } from '../lib/errors.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import { invitationMail, verificationMail } from './accounts.mails.ts';
import { type Account, findAccountByEmail } from './accounts.service.ts';
import { consumeToken, hasLiveCode, issueCode } from './one-time-codes.service.ts';

/** Clients and professionals verify with `GET /auth/{token}`; redactors with `/redactors/confirm/{token}`. */
export type VerificationPurpose = 'email_verification' | 'redactor_invitation';

type Recipient = Pick<Account, 'id' | 'email' | 'nombre' | 'roles'>;

// Each kind of account is sent to its own sign-in door: professionals to /signin, clients to /login.
const MAILS: Record<VerificationPurpose, (to: Recipient, token: string, url: string) => MailMessage> = {
  email_verification: (to, token, url) => verificationMail(to, token, url, to.roles.includes('Prestador')),
  redactor_invitation: invitationMail,
};

async function verificationMessage(
  deps: MailDeps,
  account: Recipient,
  purpose: VerificationPurpose,
  now: Date,
  db: Db = deps.db,
) {
  const token = await issueCode(db, account.id, purpose, now);
  return MAILS[purpose](account, token, deps.publicUrl);
}

/**
 * Issues a token and queues its mail, in `tx` when given: an account created in that transaction
 * then never exists without its verification mail on the way.
 */
export async function sendVerification(
  deps: MailDeps,
  account: Recipient,
  purpose: VerificationPurpose,
  now: Date,
  tx?: Db,
): Promise<void> {
  await deps.mailer.send(await verificationMessage(deps, account, purpose, now, tx), tx);
}

/** On a sign-in of an unverified account: a new token only when none is live, or the user would be stuck. */
export async function ensureVerificationSent(
  deps: MailDeps,
  account: Recipient,
  purpose: VerificationPurpose,
  now: Date,
): Promise<void> {
  if (await hasLiveCode(deps.db, account.id, purpose, now)) return;
  await deps.db.transaction((tx) => sendVerification(deps, account, purpose, now, tx));
}

/** Spends a verification token and marks its account verified; 400 with `errorMessage` otherwise. */
export async function verifyEmail(
  deps: MailDeps,
  purpose: VerificationPurpose,
  token: string,
  errorMessage: string,
  now: Date,
): Promise<void> {
  const accountId = await consumeToken(deps.db, purpose, token, now);
  if (!accountId) throw new AppError('VALIDATION', errorMessage);
  await deps.db
    .update(accounts)
    .set({ verifiedAt: now, updatedAt: now })
    .where(and(eq(accounts.id, accountId), isNull(accounts.verifiedAt)));
}

/**
 * `POST /auth/resendVerification`: a fresh token to an unverified client or professional (the
 * older one stops working). The answer is the same for every e-mail, so it reveals no accounts.
 */
export async function resendVerification(deps: MailDeps, email: string, now: Date): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account || account.verifiedAt || account.bannedAt) return;
  if (!account.roles.some((role) => role === 'Cliente' || role === 'Prestador')) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueCode(tx, account.id, 'email_verification', now);
    await deps.mailer.send(MAILS.email_verification(account, token, deps.publicUrl), tx);
  });
}
