import { EMPTY_USER_INFO, parseUserInfo, type UserInfo } from '@servihogar/shared/user-info';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the UserInfo carried in the JWT payload (product §3). The signature is not checked here:
 * the server checks it on every call; the browser only uses this to choose what to show.
 */
export function decodeUserInfo(token: string | null): UserInfo {
  if (!token) return EMPTY_USER_INFO;
  const payload = token.split('.')[1];
  if (!payload) return EMPTY_USER_INFO;
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as Record<string, unknown>;
    // The UserInfo may be the payload itself or nested under `UserInfo` (the original app's shape).
    return parseUserInfo(claims.UserInfo ?? claims) ?? EMPTY_USER_INFO;
  } catch {
    return EMPTY_USER_INFO;
  }
}
