import { eq } from 'drizzle-orm';
import { type Account, findAccountByEmail, normalizeEmail } from '../../accounts/accounts.service.ts';
import { generatePassword, hashPassword } from '../../accounts/passwords.ts';
import { revokeAllSessions } from '../../accounts/sessions.service.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/tables/users.table.ts';

const ADMIN_NAME = { nombre: 'Admin', apellido: 'ServiHogar' };

async function insertAdmin(db: Db, email: string, password: string, now: Date): Promise<void> {
  await db.insert(accounts).values({
    email: normalizeEmail(email),
    passwordHash: await hashPassword(password),
    roles: ['Admin'],
    ...ADMIN_NAME,
    verifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

const withAdmin = (account: Account) =>
  account.roles.includes('Admin') ? account.roles : [...account.roles, 'Admin'];

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start: creates the admin when absent. An existing account keeps
 * its password (the variable may be stale after a change) and only gains the Admin role if needed.
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
  now: Date,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await insertAdmin(db, email, password, now);
    return 'created';
  }
  if (account.roles.includes('Admin')) return 'unchanged';
  await db
    .update(accounts)
    .set({ roles: withAdmin(account), updatedAt: now })
    .where(eq(accounts.id, account.id));
  return 'promoted';
}

/**
 * `npm run admin -- create <email>`: creates the admin, or promotes an existing account, with a new
 * generated password the operator sees once. A promoted account is also verified and unbanned, and
 * its sessions end (its password changed).
 */
export async function createOrPromoteAdmin(
  db: Db,
  email: string,
  now: Date,
): Promise<{ status: 'created' | 'promoted'; password: string }> {
  const password = generatePassword();
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await insertAdmin(db, email, password, now);
    return { status: 'created', password };
  }
  await db
    .update(accounts)
    .set({
      roles: withAdmin(account),
      passwordHash: await hashPassword(password),
      verifiedAt: account.verifiedAt ?? now,
      bannedAt: null,
      banReason: null,
      mustChangePassword: false,
      updatedAt: now,
    })
    .where(eq(accounts.id, account.id));
  await revokeAllSessions(db, account.id, now);
  return { status: 'promoted', password };
}
