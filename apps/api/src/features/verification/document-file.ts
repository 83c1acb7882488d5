import { randomUUID } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors.ts';
import { processImageUpload } from '../../lib/images.ts';
import { isPassivePdf } from './pdf-check.ts';

export type StoredDocument = { key: string; data: Buffer; contentType: string };

/**
 * A verification document as it is kept: judged by its bytes (never the name or declared type);
 * images re-encoded to WebP like payment proofs (EXIF and GPS dropped), PDFs kept as sent once they
 * parse and carry no active content (`isPassivePdf`).
 */
export async function prepareDocument(input: Buffer): Promise<StoredDocument> {
  if (input.length > UPLOAD_MAX_BYTES) throw new AppError('TOO_LARGE');
  const type = await fileTypeFromBuffer(input);
  if (type?.mime === 'application/pdf') {
    if (!isPassivePdf(input)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg.verification.pdfRefused);
    return { key: `private/documents/${randomUUID()}.pdf`, data: input, contentType: 'application/pdf' };
  }
  if (!type?.mime.startsWith('image/')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg.verification.onlyImagesOrPdf);
  }
  const image = await processImageUpload(input).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg.verification.onlyImagesOrPdf);
    }
    throw error;
  });
  return { key: `private/documents/${randomUUID()}.webp`, data: image.data, contentType: image.contentType };
}
