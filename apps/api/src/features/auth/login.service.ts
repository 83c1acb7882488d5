import type { LoginInput } from '@servihogar/shared/auth';
import type { Role } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import {
  type Account,
  findAccountByEmail,
  findAccountById,
  hasAnyRole,
} from '../../accounts/accounts.service.ts';
import { issueCode } from '../../accounts/one-time-codes.service.ts';
import { passwordMatches } from '../../accounts/passwords.ts';
import { revokeFamily, rotateSession, startSession } from '../../accounts/sessions.service.ts';
import { ensureVerificationSent } from '../../accounts/verification.service.ts';
import type { AppDeps } from '../../app-deps.ts';
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

/** Signing in needs the token key on top of what the verification mails need. */
type LoginDeps = Pick<AppDeps, 'db' | 'mailer' | 'publicUrl' | 'tokenSecret'>;

export type Session = { accessToken: string; refreshToken: string };

export const bannedMessage = (reason: string | null) =>
  reason ? `${msg.api.accountBanned} ${msg.ban.reasonLabel}: ${reason}` : msg.api.accountBanned;

/**
 * The account behind these credentials at this door. Unknown e-mail, wrong password and wrong door
 * all get the same 401, so the answer never tells which e-mails exist or what role they have.
 */
async function checkCredentials(deps: LoginDeps, door: Door, input: LoginInput): Promise<Account> {
  const account = await findAccountByEmail(deps.db, input.email);
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
async function accessTokenFor(deps: LoginDeps, account: Account, now: Date): Promise<string> {
  if (account.tokensValidAfter && account.tokensValidAfter > now) {
    await deps.db.update(accounts).set({ tokensValidAfter: now }).where(eq(accounts.id, account.id));
  }
  return signAccessToken(deps.tokenSecret, account, now);
}

async function openSession(deps: LoginDeps, account: Account, now: Date): Promise<Session> {
  const [accessToken, refreshToken] = await Promise.all([
    accessTokenFor(deps, account, now),
    startSession(deps.db, account.id, now),
  ]);
  return { accessToken, refreshToken };
}

/** `POST /auth` and `POST /auth/loginProfessional`. */
export async function signIn(deps: LoginDeps, door: Door, input: LoginInput, now: Date): Promise<Session> {
  const account = await checkCredentials(deps, door, input);
  if (!account.verifiedAt) {
    await ensureVerificationSent(deps, account, 'email_verification', now);
    throw new AppError('FORBIDDEN', msg.api.accountNotVerified);
  }
  return openSession(deps, account, now);
}

export type RedactorSignIn =
  | { status: 'verificar_cuenta'; userId: string }
  | { status: 'cambiar_password'; userId: string; changeToken: string }
  | { status: 'ok'; userId: string; session: Session };

/** `POST /auth/loginRedactor`: verify the account first, then replace the admin-given password. */
export async function signInRedactor(deps: LoginDeps, input: LoginInput, now: Date): Promise<RedactorSignIn> {
  const account = await checkCredentials(deps, 'redactor', input);
  const userId = account.id;
  if (!account.verifiedAt) {
    await ensureVerificationSent(deps, account, 'redactor_invitation', now);
    return { status: 'verificar_cuenta', userId };
  }
  if (account.mustChangePassword) {
    // A ticket, so knowing the id is not enough to change the password (decision 0003).
    const changeToken = await issueCode(deps.db, userId, 'redactor_password_change', now);
    return { status: 'cambiar_password', userId, changeToken };
  }
  return { status: 'ok', userId, session: await openSession(deps, account, now) };
}

/** `GET /auth/refresh`: rotates the refresh token and signs a new access token from fresh account data. */
export async function refreshSession(deps: LoginDeps, refreshToken: string, now: Date): Promise<Session> {
  const rotated = await rotateSession(deps.db, refreshToken, now);
  const account = await findAccountById(deps.db, rotated.accountId);
  if (!account || account.bannedAt) {
    await revokeFamily(deps.db, rotated.familyId, now);
    throw new AppError('TOKEN_EXPIRED', msg.session.expired);
  }
  const accessToken = await accessTokenFor(deps, account, now);
  return { accessToken, refreshToken: rotated.token };
}
