import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/tables/users.table.ts';
import { AppError } from '../lib/errors.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import { invitationMail, verificationMail } from './accounts.mails.ts';
import { type Account, findAccountByEmail } from './accounts.service.ts';
import type { AccountsContext } from './accounts-context.ts';
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
  ctx: AccountsContext,
  account: Recipient,
  purpose: VerificationPurpose,
  db: Db = ctx.db,
) {
  const token = await issueCode(db, account.id, purpose, ctx.now());
  return MAILS[purpose](account, token, ctx.publicUrl);
}

/**
 * Issues a token and queues its mail, in `tx` when given: an account created in that transaction
 * then never exists without its verification mail on the way.
 */
export async function sendVerification(
  ctx: AccountsContext,
  account: Recipient,
  purpose: VerificationPurpose,
  tx?: Db,
): Promise<void> {
  await ctx.mailer.send(await verificationMessage(ctx, account, purpose, tx), tx);
}

/** On a sign-in of an unverified account: a new token only when none is live, or the user would be stuck. */
export async function ensureVerificationSent(
  ctx: AccountsContext,
  account: Recipient,
  purpose: VerificationPurpose,
): Promise<void> {
  if (await hasLiveCode(ctx.db, account.id, purpose, ctx.now())) return;
  await ctx.db.transaction((tx) => sendVerification(ctx, account, purpose, tx));
}

/** Spends a verification token and marks its account verified; 400 with `errorMessage` otherwise. */
export async function verifyEmail(
  ctx: AccountsContext,
  purpose: VerificationPurpose,
  token: string,
  errorMessage: string,
): Promise<void> {
  const now = ctx.now();
  const accountId = await consumeToken(ctx.db, purpose, token, now);
  if (!accountId) throw new AppError('VALIDATION', errorMessage);
  await ctx.db
    .update(accounts)
    .set({ verifiedAt: now, updatedAt: now })
    .where(and(eq(accounts.id, accountId), isNull(accounts.verifiedAt)));
}

/**
 * `POST /auth/resendVerification`: a fresh token to an unverified client or professional (the
 * older one stops working). The answer is the same for every e-mail, so it reveals no accounts.
 */
export async function resendVerification(ctx: AccountsContext, email: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, email);
  if (!account || account.verifiedAt || account.bannedAt) return;
  if (!account.roles.some((role) => role === 'Cliente' || role === 'Prestador')) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueCode(tx, account.id, 'email_verification', ctx.now());
    await ctx.mailer.send(MAILS.email_verification(account, token, ctx.publicUrl), tx);
  });
}
