import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { comments } from '../db/tables/comments.table.ts';
import { professionals } from '../db/tables/professionals.table.ts';
import { accounts } from '../db/tables/users.table.ts';
import { keyFromPublicUrl } from '../lib/file-keys.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import type { ProcessedImage } from '../lib/images.ts';
import { replacePhoto } from '../lib/replace-photo.ts';
import { storeThumbnail, thumbnailKeyOf } from '../lib/thumbnails.ts';

/** The account and the professional of one person; either may be missing. */
export type PhotoOwner = { accountId: string | null; professionalId: string | null };

export const PHOTO_FOLDER = 'photos';

/**
 * One face per person: the new photo becomes the account's, its professional's and its comments'
 * photo in one transaction, then the old file(s) are deleted. If saving fails the old photo stays.
 */
export async function setPersonPhoto(
  db: Db,
  files: FileStorage,
  owner: PhotoOwner,
  image: ProcessedImage,
  now: Date,
  log: FastifyBaseLogger,
): Promise<string> {
  const oldUrls = await currentPhotos(db, owner);
  const onOrphan = (key: string, error: unknown) => log.warn({ err: error, key }, 'old photo not deleted');
  const newUrl = await replacePhoto(
    files,
    { oldUrl: oldUrls[0] ?? null, image, folder: PHOTO_FOLDER },
    (url) =>
      db.transaction(async (tx) => {
        if (owner.accountId) {
          await tx
            .update(accounts)
            .set({ foto: url, updatedAt: now })
            .where(eq(accounts.id, owner.accountId));
          await tx.update(comments).set({ foto: url }).where(eq(comments.authorAccountId, owner.accountId));
        }
        if (owner.professionalId) {
          await tx.update(professionals).set({ foto: url }).where(eq(professionals.id, owner.professionalId));
        }
      }),
    { onOrphan },
  );
  // replacePhoto deleted the first old file; a second, different one (data from before photos were shared) goes too.
  for (const url of oldUrls.slice(1)) {
    const key = keyFromPublicUrl(url);
    if (key) await files.delete(key).catch((error: unknown) => onOrphan(key, error));
  }
  // The small copy for the cards (issue 15); if this fails the uploads route makes it on first request.
  const newKey = keyFromPublicUrl(newUrl);
  if (newKey)
    await storeThumbnail(files, newKey, image.data).catch((error: unknown) =>
      log.warn({ err: error, key: newKey }, 'thumbnail not made'),
    );
  for (const url of oldUrls) {
    const key = keyFromPublicUrl(url);
    const thumbnail = key ? thumbnailKeyOf(key) : null;
    if (thumbnail) await files.delete(thumbnail).catch((error: unknown) => onOrphan(thumbnail, error));
  }
  return newUrl;
}

async function currentPhotos(db: Db, owner: PhotoOwner): Promise<string[]> {
  const ofAccount = owner.accountId
    ? await db.select({ foto: accounts.foto }).from(accounts).where(eq(accounts.id, owner.accountId))
    : [];
  const ofProfessional = owner.professionalId
    ? await db
        .select({ foto: professionals.foto })
        .from(professionals)
        .where(eq(professionals.id, owner.professionalId))
    : [];
  const urls = [...ofAccount, ...ofProfessional].map((r) => r.foto);
  return [...new Set(urls.filter((url): url is string => url !== null))];
}
