import { jwtVerify, SignJWT } from 'jose';

// `npm run backup` asks the running server for the archive (the embedded database has one owner):
// it proves it reads the same configuration by signing a one-minute token with JWT_SECRET, for an
// audience no sign-in token carries (and an access token, which needs `sub` and `email`, is refused).
const AUDIENCE = 'servihogar:backup';
const TTL_S = 60;
const BEARER = /^Bearer\s+(\S+)$/i;

export async function signBackupToken(secret: Uint8Array, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TTL_S)
    .sign(secret);
}

/** Whether the Authorization header carries a valid backup token at `now`. */
export async function isBackupToken(
  secret: Uint8Array,
  header: string | undefined,
  now: Date,
): Promise<boolean> {
  const token = header ? BEARER.exec(header)?.[1] : undefined;
  if (!token) return false;
  try {
    await jwtVerify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE, currentDate: now });
    return true;
  } catch {
    return false;
  }
}
