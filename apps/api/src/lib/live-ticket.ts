import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/**
 * A ticket opens one `GET /events` stream (decision 0058): an `EventSource` sends no header, the
 * access token stays in the page's memory, and the refresh cookie is sent to /auth only. It is
 * good for a minute, for this purpose only (its audience), and carries no personal data.
 */
export const LIVE_TICKET_TTL_S = 60;
const AUDIENCE = 'live-events';
const ALGORITHM = 'HS256';
const accountId = z.guid();

export function signLiveTicket(secret: Uint8Array, accountIdValue: string, now: Date): Promise<string> {
  const issuedAt = now.getTime() / 1000;
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(accountIdValue)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(issuedAt) + LIVE_TICKET_TTL_S)
    .sign(secret);
}

/** The account and issue time of a valid ticket at `now`; null when forged, expired or not a ticket. */
export async function verifyLiveTicket(
  secret: Uint8Array,
  ticket: string,
  now: Date,
): Promise<{ sub: string; iat: number } | null> {
  try {
    const { payload } = await jwtVerify(ticket, secret, {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if (!accountId.safeParse(payload.sub).success) return null;
    if (payload.exp! - payload.iat! > LIVE_TICKET_TTL_S + 1) return null;
    return { sub: payload.sub!, iat: payload.iat! };
  } catch {
    return null;
  }
}
