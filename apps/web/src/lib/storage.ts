// Browser storage keys of product §3. The access token is deliberately NOT here (product §3: memory only).

export const STORAGE_KEYS = {
  user: 'user',
  persist: 'persist',
  csrfToken: 'csrf_token',
  geolocation: 'geolocationPermission',
  complaintTerms: 'complaintTermsAccepted',
  adClosedUntil: 'adClosedUntil',
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
