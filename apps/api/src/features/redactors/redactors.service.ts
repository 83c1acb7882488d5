import * as msg from '@servihogar/shared/messages';
import type { ForcedPasswordChangeBody, RedactorSignupInput } from '@servihogar/shared/redactors';
import { eq } from 'drizzle-orm';
import { createAccount, findAccountByEmail, normalizeEmail } from '../../accounts/accounts.service.ts';
import { writeAudit } from '../../accounts/audit.service.ts';
import { emailTaken } from '../../accounts/existing-account.ts';
import { consumeToken } from '../../accounts/one-time-codes.service.ts';
import { hashPassword } from '../../accounts/passwords.ts';
import { revokeAllSessions } from '../../accounts/sessions.service.ts';
import { sendVerification } from '../../accounts/verification.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';

/**
 * `POST /redactors/add`: an unverified Redactor who must replace the admin-given password at the
 * first sign-in, and the invitation mail with the verification token.
 */
export async function createRedactor(
  deps: MailDeps,
  actor: Caller,
  input: RedactorSignupInput,
  now: Date,
): Promise<string> {
  const email = normalizeEmail(input.email);
  if (await findAccountByEmail(deps.db, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const redactor = { email, passwordHash, roles: ['Redactor' as const], mustChangePassword: true };
  const account = await createAccount(
    deps.db,
    { ...redactor, nombre: input.nombre, apellido: input.apellido },
    now,
  ).catch((error: unknown) => {
    throw isUniqueViolation(error) ? emailTaken() : error;
  });
  await writeAudit(
    deps.db,
    { actorAccountId: actor.id, action: 'redactor.create', targetType: 'account', targetId: account.id },
    now,
  );
  try {
    await sendVerification(deps, account, 'redactor_invitation', now);
  } catch {
    // The account stays: its first sign-in answers verificar_cuenta and mails a new token.
    throw new AppError('UNAVAILABLE', msg.accounts.mailUnavailable);
  }
  return account.id;
}

/** `PUT /redactors/changePasswordAfterLogin/{userId}`: needs the ticket the login answered with. */
export async function changePasswordAfterLogin(
  db: Db,
  userId: string,
  body: ForcedPasswordChangeBody,
  now: Date,
): Promise<void> {
  const accountId = await consumeToken(db, 'redactor_password_change', body.changeToken, now, userId);
  if (!accountId) {
    throw fieldError('changeToken', msg.redactor.tokenIncorrectOrExpired);
  }
  await db
    .update(accounts)
    .set({ passwordHash: await hashPassword(body.password), mustChangePassword: false, updatedAt: now })
    .where(eq(accounts.id, accountId));
  await revokeAllSessions(db, accountId, now);
}
