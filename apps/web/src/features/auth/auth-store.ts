// The access token lives only in memory (product §10, Sessions): a reload gets a new one through the refresh cookie.

type Listener = () => void;

let token: string | null = null;
const listeners = new Set<Listener>();

export function getToken(): string | null {
  return token;
}

export function setToken(next: string | null): void {
  if (next === token) return;
  token = next;
  for (const listener of listeners) listener();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
