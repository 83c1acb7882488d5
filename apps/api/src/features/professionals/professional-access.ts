import { isAdmin } from '../../accounts/ownership.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findProfessional } from './private-professional.ts';

/**
 * The professional a caller may manage: its own account's, or any when `admins` are allowed. A
 * missing id is a 404 only for admins; anyone else gets the same 403 as for someone else's.
 */
export async function manageableProfessional(db: Db, caller: Caller, id: string, admins: boolean) {
  const row = await findProfessional(db, id);
  const asAdmin = admins && isAdmin(caller);
  if (!row) throw new AppError(asAdmin ? 'NOT_FOUND' : 'FORBIDDEN');
  if (row.accountId !== caller.id && !asAdmin) throw new AppError('FORBIDDEN');
  return row;
}
