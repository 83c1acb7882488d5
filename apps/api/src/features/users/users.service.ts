import * as msg from '@servihogar/shared/messages';
import { deriveLifecycle } from '@servihogar/shared/subscription-lifecycle';
import type { ProfessionalSubscriptionStatus } from '@servihogar/shared/subscriptions';
import type {
  AdminUser,
  UserBasicInfo,
  UsersListResponse,
  usersListQuerySchema,
} from '@servihogar/shared/users';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Account,
  asRoles,
  findAccountByEmail,
  normalizeEmail,
} from '../../accounts/accounts.service.ts';
import { writeAudit } from '../../accounts/audit.service.ts';
import { revokeAllSessions } from '../../accounts/sessions.service.ts';
import type { Db } from '../../db/client.ts';
import { lockedRow } from '../../db/locked-row.ts';
import { personSearch } from '../../db/person-search.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { personOf, professionalIdOf } from './user-profile.service.ts';

type UsersListQueryParsed = z.infer<typeof usersListQuerySchema>;

const toAdminUser = (a: Account): AdminUser => ({
  ...personOf(a),
  roles: asRoles(a.roles),
  banned: a.bannedAt !== null,
  banReason: a.banReason,
});

/** `GET /auth/getUsers`: one page of the accounts matching the search, newest first. */
export async function listUsers(db: Db, query: UsersListQueryParsed): Promise<UsersListResponse> {
  const { page, pageSize } = query;
  // Deleted accounts (Ley 25.326) are kept only for billing and authorship: not a user any more.
  const where = and(personSearch(query.search, accounts), isNull(accounts.deletedAt));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(desc(accounts.createdAt), accounts.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(accounts).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: counted?.total ?? 0, page, pageSize };
}

/** Bans an account: it cannot sign in, its sessions end and its access tokens stop working. */
export async function banUser(db: Db, actor: Caller, targetId: string, reason: string, now: Date) {
  const [target] = await db.select().from(accounts).where(eq(accounts.id, targetId));
  if (!target) throw new AppError('NOT_FOUND');
  if (target.id === actor.id) throw new AppError('CONFLICT', msg.accounts.cannotBanSelf);
  if (target.roles.includes('Admin')) throw new AppError('CONFLICT', msg.accounts.cannotBanAdmin);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ bannedAt: now, banReason: reason, updatedAt: now })
      .where(eq(accounts.id, targetId));
    await revokeAllSessions(tx, targetId, now);
    await writeAudit(
      tx,
      { actorAccountId: actor.id, action: 'user.ban', targetType: 'account', targetId, details: { reason } },
      now,
    );
  });
}

/** Lifts a ban: the account may sign in again (its old sessions and tokens stay ended). */
export async function unbanUser(db: Db, actor: Caller, targetId: string, now: Date) {
  await db.transaction(async (tx) => {
    const target = await lockedRow(tx, accounts, targetId);
    if (!target.bannedAt) throw new AppError('CONFLICT', msg.accounts.notBanned);
    await tx
      .update(accounts)
      .set({ bannedAt: null, banReason: null, updatedAt: now })
      .where(eq(accounts.id, targetId));
    await writeAudit(
      tx,
      {
        actorAccountId: actor.id,
        action: 'user.unban',
        targetType: 'account',
        targetId,
        details: { previousReason: target.banReason },
      },
      now,
    );
  });
}

/** Only the owner of the e-mail or an admin may read what belongs to it. */
function assertSelfOrAdmin(caller: Caller, email: string): void {
  if (caller.email !== normalizeEmail(email) && !caller.roles.includes('Admin')) {
    throw new AppError('FORBIDDEN');
  }
}

/** `GET /auth/getInfo/{email}`. */
export async function basicInfo(db: Db, caller: Caller, email: string): Promise<UserBasicInfo> {
  assertSelfOrAdmin(caller, email);
  const account = await findAccountByEmail(db, email);
  if (!account) throw new AppError('NOT_FOUND');
  return {
    id: account.id,
    nombre: account.nombre,
    apellido: account.apellido,
    foto: account.foto,
    professionalId: await professionalIdOf(db, account.id),
    premiumUntil: account.premiumUntil?.toISOString() ?? null,
  };
}

/** `GET /auth/getInfoProfessional/{email}`: the lifecycle derived at the app's clock (its trial reminder: trial-reminder.ts). */
export async function professionalStatus(
  db: Db,
  caller: Caller,
  email: string,
  now: Date,
): Promise<ProfessionalSubscriptionStatus> {
  assertSelfOrAdmin(caller, email);
  const account = await findAccountByEmail(db, email);
  const normalized = normalizeEmail(email);
  const [row] = await db
    .select()
    .from(professionals)
    .where(
      or(
        account ? eq(professionals.accountId, account.id) : undefined,
        eq(sql`lower(${professionals.email})`, normalized),
      ),
    )
    .orderBy(sql`${professionals.accountId} is null`)
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const l = deriveLifecycle(row, now);
  return {
    free: l.free,
    cuotaVencida: l.cuotaVencida,
    altaUsuario: row.altaUsuario,
    trialEndsAt: l.trialEndsAt?.toISOString() ?? null,
    trialDaysLeft: l.trialDaysLeft,
    paidUntil: row.paidUntil?.toISOString() ?? null,
  };
}
