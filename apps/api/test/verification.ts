import type { Db } from '../src/db/client.ts';
import { verificationDocuments } from '../src/db/tables/verification-documents.table.ts';
import type { FileStorage } from '../src/lib/file-storage.ts';
import { storedPrivatePng } from './images.ts';
import { type FormFile, filePart, multipartBody } from './multipart.ts';

/** A pending document of a professional with a stored file, without going through HTTP. */
export async function insertDocument(
  db: Db,
  files: FileStorage,
  input: { professionalId: string; kind?: 'dni' | 'matricula' | 'antecedentes'; createdAt?: Date },
) {
  const key = await storedPrivatePng(files, 'documents');
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
export function documentForm(kind: string, file: FormFile | null) {
  return multipartBody([{ field: 'kind', data: kind }, ...filePart('document', file, 'dni.png')]);
}

/**
 * A well-formed PDF of these objects (numbered from 1; the first is the catalog): header, objects,
 * a cross-reference table with their true offsets, trailer, startxref and %%EOF.
 */
export function buildPdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

/** A one-page blank PDF. */
export const TINY_PDF = buildPdf([
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
]);
