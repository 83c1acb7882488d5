import { ROLES, type Role } from '@servihogar/shared/constants';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/tables/users.table.ts';
import type { CallerRecord } from '../plugins/auth.ts';

export type Account = typeof accounts.$inferSelect;

/** E-mails are stored lower-cased: one account per e-mail, whatever its case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const asRoles = (roles: string[]): Role[] =>
  roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role));

export const hasAnyRole = (roles: string[], wanted: readonly Role[]): boolean =>
  roles.some((role) => (wanted as readonly string[]).includes(role));

export async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.email, normalizeEmail(email)));
  return row ?? null;
}

export async function findAccountById(db: Db, id: string): Promise<Account | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}

/** Who a mail to the account is addressed to (undefined once the account is gone). */
export async function accountRecipient(
  db: Db,
  id: string,
): Promise<{ email: string; nombre: string; apellido: string } | undefined> {
  const [row] = await db
    .select({ email: accounts.email, nombre: accounts.nombre, apellido: accounts.apellido })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row;
}

/** Every admin a notice is mailed to: the live accounts with the Admin role. */
export const adminRecipients = (db: Db): Promise<{ email: string; nombre: string }[]> =>
  db
    .select({ email: accounts.email, nombre: accounts.nombre })
    .from(accounts)
    .where(and(sql`${accounts.roles} @> array['Admin']::text[]`, isNull(accounts.deletedAt)));

/** The live state the auth guards check on every authenticated call. */
export async function findCaller(db: Db, id: string): Promise<CallerRecord | null> {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      roles: accounts.roles,
      bannedAt: accounts.bannedAt,
      tokensValidAfter: accounts.tokensValidAfter,
    })
    .from(accounts)
    // A deleted account's tokens are simply unknown (403 TOKEN_EXPIRED, then the refresh fails).
    .where(and(eq(accounts.id, id), isNull(accounts.deletedAt)));
  return row ? { ...row, roles: asRoles(row.roles) } : null;
}

export type NewAccount = Pick<
  typeof accounts.$inferInsert,
  'nombre' | 'apellido' | 'numeroContacto' | 'direccion' | 'dni' | 'mustChangePassword'
> & { email: string; passwordHash: string; roles: Role[] };

/** The one insert of a new account (every door): e-mail lower-cased, created and updated `now`. */
export async function createAccount(db: Db, fields: NewAccount, now: Date): Promise<Account> {
  const [row] = await db
    .insert(accounts)
    .values({ ...fields, email: normalizeEmail(fields.email), createdAt: now, updatedAt: now })
    .returning();
  return row!;
}
