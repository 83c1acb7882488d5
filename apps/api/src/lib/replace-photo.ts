import { randomUUID } from 'node:crypto';
import { extensionOf, keyFromPublicUrl } from './file-keys.ts';
import type { FileStorage } from './file-storage.ts';

export type PhotoChange = {
  /** The URL saved today (null when there is none); files not ours (external URLs) are left alone. */
  oldUrl: string | null | undefined;
  image: { data: Buffer; contentType: string };
  /** Folder of the new key, e.g. 'photos' or 'private/proofs'. */
  folder: string;
};

export type ReplaceOptions = { onOrphan?: (key: string, error: unknown) => void };

/**
 * Swaps a stored photo without ever pointing the database at a missing file: writes the new
 * file, lets `save` store its URL, and only then deletes the old file. If `save` fails the new
 * file is removed and the old photo stays. Returns the new URL.
 */
export async function replacePhoto(
  files: FileStorage,
  change: PhotoChange,
  save: (newUrl: string) => Promise<void>,
  options: ReplaceOptions = {},
): Promise<string> {
  const extension = extensionOf(change.image.contentType);
  if (!extension) throw new Error(`unsupported content type ${change.image.contentType}`);
  // A new key each time: public files are cached as immutable.
  const key = `${change.folder}/${randomUUID()}.${extension}`;
  await files.put(key, change.image.data, change.image.contentType);
  const newUrl = files.publicUrl(key);
  try {
    await save(newUrl);
  } catch (error) {
    await files.delete(key).catch((cleanup: unknown) => options.onOrphan?.(key, cleanup));
    throw error;
  }
  const oldKey = change.oldUrl ? keyFromPublicUrl(change.oldUrl) : null;
  // The request already succeeded: an old file left behind is only wasted space.
  if (oldKey && oldKey !== key)
    await files.delete(oldKey).catch((error: unknown) => options.onOrphan?.(oldKey, error));
  return newUrl;
}
