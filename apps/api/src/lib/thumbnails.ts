import { THUMBNAIL_PX } from '@servihogar/shared/constants';
import sharp from 'sharp';
import { keyFromPublicUrl, publicUrlOf } from './file-keys.ts';
import type { FileStorage } from './file-storage.ts';
import { IMAGE_MAX_INPUT_PIXELS } from './images.ts';

export { THUMBNAIL_PX };

/**
 * Small square copies of photos for the cards of the home and category pages (issue 15): 192 px
 * covers a 96 CSS px card at 2× density. Stored beside the photo as `<name>.thumb.webp`, written at
 * upload (and by the seed); the uploads route makes a missing one from its photo on first request
 * (photos from before thumbnails existed).
 */
const THUMBNAIL_QUALITY = 72;
const SUFFIX = '.thumb.webp';

/** The thumbnail key of a stored WebP photo ('photos/x.webp' → 'photos/x.thumb.webp'), else null. */
export function thumbnailKeyOf(key: string): string | null {
  if (!key.endsWith('.webp') || key.endsWith(SUFFIX)) return null;
  return `${key.slice(0, -'.webp'.length)}${SUFFIX}`;
}

/** The photo a thumbnail key is made from, or null when `key` is no thumbnail key. */
export function photoKeyOfThumbnail(key: string): string | null {
  return key.endsWith(SUFFIX) ? `${key.slice(0, -SUFFIX.length)}.webp` : null;
}

/** The thumbnail URL of a photo URL of ours; null for no photo or one stored elsewhere. */
export function thumbnailUrlOf(photoUrl: string | null): string | null {
  const key = photoUrl ? keyFromPublicUrl(photoUrl) : null;
  const thumbnail = key ? thumbnailKeyOf(key) : null;
  return thumbnail ? publicUrlOf(thumbnail) : null;
}

export async function renderThumbnail(photo: Buffer): Promise<Buffer> {
  return sharp(photo, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'cover', withoutEnlargement: false })
    .webp({ quality: THUMBNAIL_QUALITY })
    .toBuffer();
}

/** Writes the thumbnail of the photo stored at `photoKey`; returns its bytes (null: no such photo). */
export async function storeThumbnail(
  files: FileStorage,
  photoKey: string,
  photo?: Buffer,
): Promise<Buffer | null> {
  const key = thumbnailKeyOf(photoKey);
  if (!key) return null;
  const source = photo ?? (await files.get(photoKey))?.data;
  if (!source) return null;
  const data = await renderThumbnail(source);
  await files.put(key, data, 'image/webp');
  return data;
}
