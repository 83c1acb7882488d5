import { IMAGE_MAX_SIDE_PX, UPLOAD_MAX_BYTES } from '@servihogar/shared/constants';
import { MESSAGE_PHOTO_TYPES } from '@servihogar/shared/conversations';
import * as msg from '@servihogar/shared/messages';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './errors.ts';

/** Judged by the bytes, never by the file name or the declared type (SVG and HTML can carry scripts). */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/apng', 'image/webp', 'image/gif']);
/** Decoding is bounded too: a small file can declare a huge canvas (a decompression bomb). */
export const IMAGE_MAX_INPUT_PIXELS = 100_000_000;
const WEBP_QUALITY = 80;

export type ProcessedImage = { data: Buffer; contentType: 'image/webp'; width: number; height: number };
export type ImageBounds = { width: number; height: number };
const DEFAULT_BOUNDS: ImageBounds = { width: IMAGE_MAX_SIDE_PX, height: IMAGE_MAX_SIDE_PX };

/**
 * Checks an upload and re-encodes it as WebP, at most `bounds` (default IMAGE_MAX_SIDE_PX square),
 * turned upright by its EXIF orientation and with all metadata (EXIF, GPS, ICC, XMP) dropped.
 */
export async function processImageUpload(
  input: Buffer,
  bounds: ImageBounds = DEFAULT_BOUNDS,
): Promise<ProcessedImage> {
  if (input.length > UPLOAD_MAX_BYTES) throw new AppError('TOO_LARGE');
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_TYPES.has(type.mime))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg.api.imageOnly);
  try {
    // Sharp writes no metadata unless asked to (keepMetadata/withMetadata), so nothing leaks.
    const { data, info } = await sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({
        width: bounds.width,
        height: bounds.height,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw new AppError('TOO_LARGE', msg.api.imageTooManyPixels);
    }
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg.api.imageUnreadable);
  }
}

const PHOTO_TYPES = new Set<string>(MESSAGE_PHOTO_TYPES);

/**
 * A photo a person sends (a message's, a guarantee claim's): JPEG, PNG or WebP judged by its bytes
 * (no GIF), refused under `field`, then checked and re-encoded like every upload (WebP, upright, no
 * EXIF or other metadata, at most 5 MB in).
 */
export async function processPhotoUpload(input: Buffer, field: string): Promise<ProcessedImage> {
  if (input.length > 0 && input.length <= UPLOAD_MAX_BYTES) {
    const type = await fileTypeFromBuffer(input);
    if (!type || !PHOTO_TYPES.has(type.mime)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg.conversations.photoOnly, {
        [field]: msg.conversations.photoOnly,
      });
    }
  }
  return processImageUpload(input);
}
