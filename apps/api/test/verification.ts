import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { verificationDocuments } from '../src/db/tables/verification-documents.table.ts';
import type { FileStorage } from '../src/lib/file-storage.ts';
import { solidImage } from './images.ts';
import { multipartBody } from './multipart.ts';

/** A pending document of a professional with a stored file, without going through HTTP. */
export async function insertDocument(
  db: Db,
  files: FileStorage,
  input: { professionalId: string; kind?: 'dni' | 'matricula'; createdAt?: Date },
) {
  const key = `private/documents/${randomUUID()}.png`;
  await files.put(key, await solidImage('png'), 'image/png');
  const [row] = await db
    .insert(verificationDocuments)
    .values({
      professionalId: input.professionalId,
      kind: input.kind ?? 'dni',
      fileKey: key,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** The multipart body of `POST /verification/documents`. */
export function documentForm(
  kind: string,
  file: { data: Buffer; filename?: string; contentType?: string } | null,
) {
  return multipartBody([
    { field: 'kind', data: kind },
    ...(file
      ? [
          {
            field: 'document',
            filename: file.filename ?? 'dni.png',
            contentType: file.contentType ?? 'image/png',
            data: file.data,
          },
        ]
      : []),
  ]);
}

/** The smallest PDF file-type recognises (its magic number and a trailer). */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
