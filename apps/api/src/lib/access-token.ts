import { ROLES, type Role } from '@servihogar/shared/constants';
import type { UserInfo } from '@servihogar/shared/user-info';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
const ALGORITHM = 'HS256';

export type AccessClaims = UserInfo & { sub: string; iat?: number };

/** What a token needs from an account row. */
export type TokenSubject = {
  id: string;
  email: string;
  roles: string[];
  nombre: string;
  apellido: string;
  numeroContacto: string | null;
};

const accountId = z.guid();

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** The §3 UserInfo payload plus `sub`, signed HS256 for 15 minutes from `now`. */
export async function signAccessToken(secret: Uint8Array, subject: TokenSubject, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  // `iat` keeps the milliseconds (a NumericDate may be fractional) so a revocation in the same
  // second as a new sign-in refuses only the tokens issued before it.
  const issuedAtMs = now.getTime() / 1000;
  const payload: UserInfo = {
    email: subject.email,
    roles: subject.roles.filter(isRole),
    nombre: subject.nombre,
    apellido: subject.apellido,
    numeroContacto: subject.numeroContacto ?? '',
  };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(subject.id)
    .setIssuedAt(issuedAtMs)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_S)
    .sign(secret);
}

/**
 * The claims of a valid token at `now`, or null when it is malformed, forged or expired, or not as
 * `signAccessToken` makes them: an `exp` at most 15 minutes after its `iat`, and an account id as
 * `sub` (a token without `exp` would never expire; issue 41, item 9b).
 */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['exp', 'iat'],
    });
    if (!accountId.safeParse(payload.sub).success || typeof payload.email !== 'string') return null;
    // Its own lifetime, whatever the clock says now: a token made to last a year is not one of ours.
    if (payload.exp! - payload.iat! > ACCESS_TOKEN_TTL_S + 1) return null;
    return payload as unknown as AccessClaims;
  } catch {
    return null;
  }
}

export const secretKey = (secret: string): Uint8Array => new TextEncoder().encode(secret);
