import { UPLOAD_MAX_BYTES } from '@servihogar/shared/constants';
import { MESSAGE_PHOTO_TYPES } from '@servihogar/shared/conversations';
import * as msg from '@servihogar/shared/messages';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors.ts';
import { type ProcessedImage, processImageUpload } from '../../lib/images.ts';

const ACCEPTED = new Set<string>(MESSAGE_PHOTO_TYPES);

/**
 * A message's photo: JPEG, PNG or WebP judged by its bytes (no GIF), then checked and re-encoded
 * like every upload (WebP, upright, no EXIF or other metadata, at most 5 MB in).
 */
export async function processMessagePhoto(input: Buffer): Promise<ProcessedImage> {
  if (input.length > 0 && input.length <= UPLOAD_MAX_BYTES) {
    const type = await fileTypeFromBuffer(input);
    if (!type || !ACCEPTED.has(type.mime)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg.conversations.photoOnly, {
        foto: msg.conversations.photoOnly,
      });
    }
  }
  return processImageUpload(input);
}
