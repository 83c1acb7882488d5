import { msg } from '@servihogar/shared/messages';
import type { ForcedPasswordChangeBody, RedactorSignupInput } from '@servihogar/shared/redactors';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { writeAudit } from '../audit/audit.service.ts';
import type { AccountsContext } from '../auth/accounts-context.ts';
import { consumeToken } from '../auth/one-time-codes.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { emailTaken } from '../auth/registration.service.ts';
import { revokeAllSessions } from '../auth/sessions.service.ts';
import { sendVerification } from '../auth/verification.service.ts';
import { findAccountByEmail, normalizeEmail } from '../users/accounts.service.ts';
import { accounts } from '../users/users.table.ts';

/**
 * `POST /redactors/add`: an unverified Redactor who must replace the admin-given password at the
 * first sign-in, and the invitation mail with the verification token.
 */
export async function createRedactor(
  ctx: AccountsContext,
  actor: Caller,
  input: RedactorSignupInput,
): Promise<string> {
  const email = normalizeEmail(input.email);
  if (await findAccountByEmail(ctx.db, email)) throw emailTaken();
  const now = ctx.now();
  const passwordHash = await hashPassword(input.password);
  const account = await ctx.db
    .insert(accounts)
    .values({
      email,
      passwordHash,
      roles: ['Redactor'],
      nombre: input.nombre,
      apellido: input.apellido,
      mustChangePassword: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .then(([row]) => row!)
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  await writeAudit(
    ctx.db,
    { actorAccountId: actor.id, action: 'redactor.create', targetType: 'account', targetId: account.id },
    now,
  );
  try {
    await sendVerification(ctx, account, 'redactor_invitation');
  } catch {
    // The account stays: its first sign-in answers verificar_cuenta and mails a new token.
    throw new AppError('UNAVAILABLE', msg.accounts.mailUnavailable);
  }
  return account.id;
}

/** `PUT /redactors/changePasswordAfterLogin/{userId}`: needs the ticket the login answered with. */
export async function changePasswordAfterLogin(
  ctx: AccountsContext,
  userId: string,
  body: ForcedPasswordChangeBody,
): Promise<void> {
  const now = ctx.now();
  const accountId = await consumeToken(ctx.db, 'redactor_password_change', body.changeToken, now, userId);
  if (!accountId) {
    throw new AppError('VALIDATION', msg.redactor.tokenIncorrectOrExpired, {
      changeToken: msg.redactor.tokenIncorrectOrExpired,
    });
  }
  await ctx.db
    .update(accounts)
    .set({ passwordHash: await hashPassword(body.password), mustChangePassword: false, updatedAt: now })
    .where(eq(accounts.id, accountId));
  await revokeAllSessions(ctx.db, accountId, now);
}
