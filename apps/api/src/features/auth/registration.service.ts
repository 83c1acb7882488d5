import type { ClientRegistrationInput } from '@servihogar/shared/auth';
import { msg } from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../plugins/errors.ts';
import { findAccountByEmail, normalizeEmail } from '../users/accounts.service.ts';
import { accounts } from '../users/users.table.ts';
import type { AccountsContext } from './accounts-context.ts';
import { hashPassword } from './passwords.ts';
import { sendVerification } from './verification.service.ts';

export const emailTaken = () => new AppError('CONFLICT', msg.api.emailTaken, { email: msg.api.emailTaken });

/** `POST /auth/register`: an unverified Cliente account, and the mail with its verification token. */
export async function registerClient(ctx: AccountsContext, input: ClientRegistrationInput): Promise<void> {
  const email = normalizeEmail(input.email);
  if (await findAccountByEmail(ctx.db, email)) throw emailTaken();
  const now = ctx.now();
  const passwordHash = await hashPassword(input.password);
  const account = await ctx.db
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
    .returning()
    .then(([row]) => row!)
    .catch((error: unknown) => {
      // Two registrations of one e-mail at once: the unique index decides.
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  try {
    await sendVerification(ctx, account, 'email_verification');
  } catch {
    // Without the mail the account could never be verified: undo it so the user can try again.
    // (The mailer has logged the cause.)
    await ctx.db.delete(accounts).where(eq(accounts.id, account.id));
    throw new AppError('UNAVAILABLE', msg.accounts.mailUnavailable);
  }
}
