import type { ChangePasswordInput } from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/tables/users.table.ts';
import { AppError, fieldError } from '../lib/errors.ts';
import { findAccountById } from './accounts.service.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { revokeAllSessions, startSession } from './sessions.service.ts';

const wrongCurrent = () => fieldError('currentPassword', msg.password.currentWrong);

/**
 * Changes the password of a signed-in account after checking the current one. Every session of
 * the account ends and one new session starts for the caller: the refresh cookie cannot reach this
 * route (it is scoped to /auth), so the caller's own session is replaced rather than spared.
 * Returns the new refresh token.
 */
export async function changePassword(
  db: Db,
  accountId: string,
  input: ChangePasswordInput,
  now: Date,
): Promise<string> {
  const account = await findAccountById(db, accountId);
  if (!account) throw new AppError('NOT_FOUND');
  if (!(await passwordMatches(account.passwordHash, input.currentPassword))) throw wrongCurrent();
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, accountId));
    await revokeAllSessions(tx, accountId, now);
    return startSession(tx, accountId, now);
  });
}
