import type { ClientRegistrationInput } from '@servihogar/shared/auth';
import { findAccountByEmail, normalizeEmail } from '../../accounts/accounts.service.ts';
import { mailOwner, mailOwnerOf } from '../../accounts/existing-account.ts';
import { hashPassword } from '../../accounts/passwords.ts';
import { sendVerification } from '../../accounts/verification.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

/**
 * `POST /auth/register`: an unverified Cliente account, and the mail with its verification token.
 * An e-mail that already has an account gets the same answer; its owner gets a mail instead.
 */
export async function registerClient(deps: MailDeps, input: ClientRegistrationInput): Promise<void> {
  const email = normalizeEmail(input.email);
  // Hashed either way, so the answer takes as long for a known e-mail as for a new one.
  const passwordHash = await hashPassword(input.password);
  const existing = await findAccountByEmail(deps.db, email);
  if (existing) return mailOwner(deps, existing, 'client');
  const now = deps.now();
  // The account, its token and its mail in one transaction: a crash leaves all or none.
  const created = await deps.db
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
      await sendVerification(deps, account!, 'email_verification', tx);
      return true;
    })
    .catch((error: unknown) => {
      // Two registrations of one e-mail at once: the unique index decides.
      if (isUniqueViolation(error)) return false;
      throw error;
    });
  if (!created) await mailOwnerOf(deps, email, 'client');
}
