/** Keys of stored files: what a key may look like and what its extension says it holds. */

export const PRIVATE_PREFIX = 'private/';
export const UPLOADS_ROUTE = '/uploads';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  /** Only under private/ (verification documents); /uploads never serves private keys. */
  pdf: 'application/pdf',
};

// Segments of letters, digits, '-', '_' and '.', never '..': a key cannot leave the storage root.
const KEY_PATTERN = /^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && contentTypeOf(key) !== undefined;
}

export function contentTypeOf(key: string): string | undefined {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];
}

/** The extension of a key for a content type we store, e.g. 'image/webp' → 'webp'. */
export function extensionOf(contentType: string): string | undefined {
  return Object.entries(CONTENT_TYPES).find(([, type]) => type === contentType)?.[0];
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid file key: ${key}`);
}

/** Checked by every backend before writing: the key's extension must match what is stored. */
export function assertPut(key: string, contentType: string): void {
  assertKey(key);
  if (contentTypeOf(key) !== contentType)
    throw new Error(`content type ${contentType} does not match ${key}`);
}

/** The same URL on every backend, so stored URLs survive a move from disk to S3. */
export function publicUrlOf(key: string): string {
  return `${UPLOADS_ROUTE}/${key}`;
}

/** The key behind a URL given by publicUrl; null for anything else (e.g. an external image). */
export function keyFromPublicUrl(url: string): string | null {
  const prefix = `${UPLOADS_ROUTE}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isValidKey(key) ? key : null;
}
