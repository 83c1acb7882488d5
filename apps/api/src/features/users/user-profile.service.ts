import type { UserEditBody, UserProfile } from '@servihogar/shared/users';
import { eq } from 'drizzle-orm';
import { type Account, findAccountById } from '../../accounts/accounts.service.ts';
import type { Db } from '../../db/client.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError } from '../../lib/errors.ts';

/** The professional linked to an account, if any. */
export async function professionalIdOf(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.accountId, accountId));
  return row?.id ?? null;
}

/** What the profile and the admin's user list both show of an account. */
export const personOf = (a: Account) => ({
  _id: a.id,
  nombre: a.nombre,
  apellido: a.apellido,
  email: a.email,
  numeroContacto: a.numeroContacto,
  dni: a.dni,
  foto: a.foto,
  isPrestador: a.roles.includes('Prestador'),
});

const toProfile = (a: Account, professionalId: string | null): UserProfile => ({
  ...personOf(a),
  direccion: a.direccion,
  professionalId,
});

/** `GET /user/{id}`. */
export async function getUserProfile(db: Db, accountId: string): Promise<UserProfile> {
  const account = await findAccountById(db, accountId);
  if (!account) throw new AppError('NOT_FOUND');
  return toProfile(account, await professionalIdOf(db, accountId));
}

/**
 * `PUT /user/edit/{id}`. The person's name and phone are the same on their professional profile,
 * so a linked professional gets them too (and the dni when one is given).
 */
export async function editUser(
  db: Db,
  accountId: string,
  body: UserEditBody,
  now: Date,
): Promise<UserProfile> {
  const person = { nombre: body.nombre, apellido: body.apellido, numeroContacto: body.numeroContacto };
  const dni = body.dni === undefined ? undefined : body.dni || null;
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(accounts)
      .set({ ...person, dni, ...(body.direccion ? { direccion: body.direccion } : {}), updatedAt: now })
      .where(eq(accounts.id, accountId))
      .returning({ id: accounts.id });
    if (!updated) throw new AppError('NOT_FOUND');
    await tx
      .update(professionals)
      .set({ ...person, ...(dni ? { dni } : {}) })
      .where(eq(professionals.accountId, accountId));
  });
  return getUserProfile(db, accountId);
}
