import type { RecoveryVerifyCodeInput } from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { RECOVERY_PATHS, recoveryMail } from '../../accounts/accounts.mails.ts';
import { findAccountByEmail, hasAnyRole } from '../../accounts/accounts.service.ts';
import { consumeCode, issueCode } from '../../accounts/one-time-codes.service.ts';
import { hashPassword } from '../../accounts/passwords.ts';
import { revokeAllSessions } from '../../accounts/sessions.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { fieldError } from '../../lib/errors.ts';
import { DOOR_ROLES, type Door } from './login.service.ts';

/**
 * Mails a 6-digit code when the e-mail has an account of this door. The caller answers the same
 * either way, and the mail is only queued (the outbox delivers it), so neither body nor timing tells.
 */
export async function requestRecovery(deps: MailDeps, door: Door, email: string, now: Date): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account || !hasAnyRole(account.roles, DOOR_ROLES[door])) return;
  await deps.db.transaction(async (tx) => {
    const code = await issueCode(tx, account.id, 'password_recovery', now);
    await deps.mailer.send(recoveryMail(account, code, RECOVERY_PATHS[door], deps.publicUrl), tx);
  });
}

const wrongCode = () => fieldError('verificationCode', msg.recovery.wrongCode);

/** Sets the new password when the code is right; every session of the account ends. */
export async function resetPassword(
  deps: MailDeps,
  door: Door,
  input: RecoveryVerifyCodeInput,
  now: Date,
): Promise<void> {
  const account = await findAccountByEmail(deps.db, input.email);
  if (!account || !hasAnyRole(account.roles, DOOR_ROLES[door])) throw wrongCode();
  if (!(await consumeCode(deps.db, account.id, 'password_recovery', input.verificationCode, now))) {
    throw wrongCode();
  }
  await deps.db
    .update(accounts)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      // The code came by e-mail and the password is the user's own choice: both checks are met.
      verifiedAt: account.verifiedAt ?? now,
      mustChangePassword: false,
      updatedAt: now,
    })
    .where(eq(accounts.id, account.id));
  await revokeAllSessions(deps.db, account.id, now);
}
