import type { ClientRegistrationInput } from '@servihogar/shared/auth';
import { msg } from '@servihogar/shared/messages';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../plugins/errors.ts';
import { type Account, findAccountByEmail, normalizeEmail } from '../users/accounts.service.ts';
import { accounts } from '../users/users.table.ts';
import type { AccountsContext } from './accounts-context.ts';
import { notifyExistingAccount, type RegistrationDoor } from './existing-account.ts';
import { hashPassword } from './passwords.ts';
import { sendVerification } from './verification.service.ts';

/** The owner of an existing account is told by mail; a failed mail is reported as for a new account. */
export async function mailOwner(
  ctx: AccountsContext,
  account: Account,
  door: RegistrationDoor,
): Promise<void> {
  try {
    await notifyExistingAccount(ctx, account, door);
  } catch {
    throw new AppError('UNAVAILABLE', msg.accounts.mailUnavailable);
  }
}

/** After losing a race on the unique e-mail index. */
export async function mailOwnerOf(
  ctx: AccountsContext,
  email: string,
  door: RegistrationDoor,
): Promise<void> {
  const account = await findAccountByEmail(ctx.db, email);
  if (account) await mailOwner(ctx, account, door);
}

export const emailTaken = () => new AppError('CONFLICT', msg.api.emailTaken, { email: msg.api.emailTaken });

/**
 * `POST /auth/register`: an unverified Cliente account, and the mail with its verification token.
 * An e-mail that already has an account gets the same answer; its owner gets a mail instead.
 */
export async function registerClient(ctx: AccountsContext, input: ClientRegistrationInput): Promise<void> {
  const email = normalizeEmail(input.email);
  // Hashed either way, so the answer takes as long for a known e-mail as for a new one.
  const passwordHash = await hashPassword(input.password);
  const existing = await findAccountByEmail(ctx.db, email);
  if (existing) return mailOwner(ctx, existing, 'client');
  const now = ctx.now();
  // The account, its token and its mail in one transaction: a crash leaves all or none.
  const created = await ctx.db
    .transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          email,
          passwordHash,
          roles: ['Cliente'],
          nombre: input.nombre,
          apellido: input.apellido,
          numeroContacto: input.numeroContacto,
          direccion: input.direccion,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await sendVerification(ctx, account!, 'email_verification', tx);
      return true;
    })
    .catch((error: unknown) => {
      // Two registrations of one e-mail at once: the unique index decides.
      if (isUniqueViolation(error)) return false;
      throw error;
    });
  if (!created) await mailOwnerOf(ctx, email, 'client');
}
