import type { LoginInput } from '@servihogar/shared/auth';
import type { Role } from '@servihogar/shared/constants';
import { msg } from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import {
  type Account,
  findAccountByEmail,
  findAccountById,
  hasAnyRole,
} from '../../accounts/accounts.service.ts';
import type { AccountsContext } from '../../accounts/accounts-context.ts';
import { issueCode } from '../../accounts/one-time-codes.service.ts';
import { passwordMatches } from '../../accounts/passwords.ts';
import { revokeFamily, rotateSession, startSession } from '../../accounts/sessions.service.ts';
import { ensureVerificationSent } from '../../accounts/verification.service.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { AppError } from '../../lib/errors.ts';

/** The three sign-in doors of §7 and the roles each one admits. */
export type Door = 'client' | 'professional' | 'redactor';

export const DOOR_ROLES: Record<Door, readonly Role[]> = {
  client: ['Cliente', 'Admin'],
  professional: ['Prestador'],
  redactor: ['Redactor'],
};

export type Session = { accessToken: string; refreshToken: string };

export const bannedMessage = (reason: string | null) =>
  reason ? `${msg.api.accountBanned} ${msg.ban.reasonLabel}: ${reason}` : msg.api.accountBanned;

/**
 * The account behind these credentials at this door. Unknown e-mail, wrong password and wrong door
 * all get the same 401, so the answer never tells which e-mails exist or what role they have.
 */
async function checkCredentials(ctx: AccountsContext, door: Door, input: LoginInput): Promise<Account> {
  const account = await findAccountByEmail(ctx.db, input.email);
  const matches = await passwordMatches(account?.passwordHash, input.password);
  if (!account || !matches || !hasAnyRole(account.roles, DOOR_ROLES[door])) {
    throw new AppError('BAD_CREDENTIALS');
  }
  if (account.bannedAt) throw new AppError('FORBIDDEN', bannedMessage(account.banReason));
  return account;
}

/**
 * A token for a caller who just proved a password or a live refresh token. Only a clock that went
 * back (the e2e test clock) can leave "tokens valid after" ahead of now: it comes back to now, or
 * this token would be refused at once.
 */
async function accessTokenFor(ctx: AccountsContext, account: Account, now: Date): Promise<string> {
  if (account.tokensValidAfter && account.tokensValidAfter > now) {
    await ctx.db.update(accounts).set({ tokensValidAfter: now }).where(eq(accounts.id, account.id));
  }
  return signAccessToken(ctx.tokenSecret, account, now);
}

async function openSession(ctx: AccountsContext, account: Account): Promise<Session> {
  const now = ctx.now();
  const [accessToken, refreshToken] = await Promise.all([
    accessTokenFor(ctx, account, now),
    startSession(ctx.db, account.id, now),
  ]);
  return { accessToken, refreshToken };
}

/** `POST /auth` and `POST /auth/loginProfessional`. */
export async function signIn(ctx: AccountsContext, door: Door, input: LoginInput): Promise<Session> {
  const account = await checkCredentials(ctx, door, input);
  if (!account.verifiedAt) {
    await ensureVerificationSent(ctx, account, 'email_verification');
    throw new AppError('FORBIDDEN', msg.api.accountNotVerified);
  }
  return openSession(ctx, account);
}

export type RedactorSignIn =
  | { status: 'verificar_cuenta'; userId: string }
  | { status: 'cambiar_password'; userId: string; changeToken: string }
  | { status: 'ok'; userId: string; session: Session };

/** `POST /auth/loginRedactor`: verify the account first, then replace the admin-given password. */
export async function signInRedactor(ctx: AccountsContext, input: LoginInput): Promise<RedactorSignIn> {
  const account = await checkCredentials(ctx, 'redactor', input);
  const userId = account.id;
  if (!account.verifiedAt) {
    await ensureVerificationSent(ctx, account, 'redactor_invitation');
    return { status: 'verificar_cuenta', userId };
  }
  if (account.mustChangePassword) {
    // A ticket, so knowing the id is not enough to change the password (decision 0003).
    const changeToken = await issueCode(ctx.db, userId, 'redactor_password_change', ctx.now());
    return { status: 'cambiar_password', userId, changeToken };
  }
  return { status: 'ok', userId, session: await openSession(ctx, account) };
}

/** `GET /auth/refresh`: rotates the refresh token and signs a new access token from fresh account data. */
export async function refreshSession(ctx: AccountsContext, refreshToken: string): Promise<Session> {
  const now = ctx.now();
  const rotated = await rotateSession(ctx.db, refreshToken, now);
  const account = await findAccountById(ctx.db, rotated.accountId);
  if (!account || account.bannedAt) {
    await revokeFamily(ctx.db, rotated.familyId, now);
    throw new AppError('TOKEN_EXPIRED', msg.session.expired);
  }
  const accessToken = await accessTokenFor(ctx, account, now);
  return { accessToken, refreshToken: rotated.token };
}
