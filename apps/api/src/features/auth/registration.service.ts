import type { ClientRegistrationInput } from '@servihogar/shared/auth';
import { findAccountByEmail, normalizeEmail } from '../../accounts/accounts.service.ts';
import type { AccountsContext } from '../../accounts/accounts-context.ts';
import { mailOwner, mailOwnerOf } from '../../accounts/existing-account.ts';
import { hashPassword } from '../../accounts/passwords.ts';
import { sendVerification } from '../../accounts/verification.service.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

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
