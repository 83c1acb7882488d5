import { UPLOAD_MAX_BYTES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import type { z } from 'zod';

/** A file schema that also refuses a file over the upload limit, before it is sent. */
export function withinUploadLimit<T extends z.ZodType<File>>(schema: T) {
  return schema.refine((file) => file.size <= UPLOAD_MAX_BYTES, msg.api.tooLarge);
}
