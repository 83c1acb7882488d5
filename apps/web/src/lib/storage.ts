// Browser storage keys of product §3. The access token is deliberately NOT here (product §3: memory only).

export const STORAGE_KEYS = {
  user: 'user',
  persist: 'persist',
  csrfToken: 'csrf_token',
  geolocation: 'geolocationPermission',
  complaintTerms: 'complaintTermsAccepted',
  adClosedUntil: 'adClosedUntil',
  returnTo: 'returnTo',
  popUpShownAt: 'popUpShownAt',
} as const;

export const SESSION_KEYS = {
  gateWaited: 'securityGateWaited',
} as const;

export type GeolocationPermission = 'granted' | 'denied';

// Storage can throw (private mode, quota, disabled cookies); the app must keep working without it.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function getPersist(): boolean {
  return read(local, STORAGE_KEYS.persist) !== 'false';
}
export function setPersist(value: boolean): void {
  write(local, STORAGE_KEYS.persist, String(value));
}

export function getUserFlag(): boolean {
  return read(local, STORAGE_KEYS.user) === 'true';
}
export function setUserFlag(value: boolean): void {
  write(local, STORAGE_KEYS.user, value ? 'true' : null);
}

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 16 random bytes as hex, created on first use and kept (product §3). */
export function getCsrfToken(): string {
  const existing = read(local, STORAGE_KEYS.csrfToken);
  if (existing) return existing;
  const token = randomHex(16);
  write(local, STORAGE_KEYS.csrfToken, token);
  return token;
}

export function getGeolocationPermission(): GeolocationPermission | null {
  const value = read(local, STORAGE_KEYS.geolocation);
  return value === 'granted' || value === 'denied' ? value : null;
}
export function setGeolocationPermission(value: GeolocationPermission): void {
  write(local, STORAGE_KEYS.geolocation, value);
}

export function getComplaintTermsAccepted(): boolean {
  return read(local, STORAGE_KEYS.complaintTerms) === 'true';
}
export function setComplaintTermsAccepted(value: boolean): void {
  write(local, STORAGE_KEYS.complaintTerms, value ? 'true' : null);
}

/** Until when (epoch ms) an ad slot stays closed; 0 when open. */
export function getAdClosedUntil(slot: string): number {
  return Number(read(local, `${STORAGE_KEYS.adClosedUntil}:${slot}`)) || 0;
}
export function setAdClosedUntil(slot: string, until: number): void {
  write(local, `${STORAGE_KEYS.adClosedUntil}:${slot}`, String(until));
}

export function hasWaitedAtGate(): boolean {
  return read(session, SESSION_KEYS.gateWaited) === 'true';
}
export function markWaitedAtGate(): void {
  write(session, SESSION_KEYS.gateWaited, 'true');
}

/** How long a /dash link opened signed out is remembered (the sign-up's e-mail check fits in it). */
const RETURN_TO_FOR_MS = 24 * 60 * 60 * 1000;

/** Remembers the /dash page a signed-out visitor opened, for after sign-in (shared across tabs: the
 * verification e-mail's link opens a new one). */
export function rememberReturnTo(path: string): void {
  write(local, STORAGE_KEYS.returnTo, JSON.stringify({ path, until: Date.now() + RETURN_TO_FOR_MS }));
}

/** The remembered page, if still fresh, forgotten as it is read. */
export function takeReturnTo(): string | null {
  const raw = read(local, STORAGE_KEYS.returnTo);
  write(local, STORAGE_KEYS.returnTo, null);
  try {
    const { path, until } = JSON.parse(raw ?? 'null') as { path?: unknown; until?: unknown };
    const fresh = typeof until === 'number' && until > Date.now();
    return fresh && typeof path === 'string' && path.startsWith('/dash/') ? path : null;
  } catch {
    return null;
  }
}

/** When the pop-up ad last showed (epoch ms; 0 never), so a reload inside its 30 minutes skips it. */
export function getPopUpShownAt(): number {
  return Number(read(local, STORAGE_KEYS.popUpShownAt)) || 0;
}
export function setPopUpShownAt(at: number): void {
  write(local, STORAGE_KEYS.popUpShownAt, String(at));
}
