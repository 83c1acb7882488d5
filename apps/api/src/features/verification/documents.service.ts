import { certificateLapsesOn, offersCare } from '@servihogar/shared/badges';
import * as msg from '@servihogar/shared/messages';
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  documentUploadFieldsSchema,
  type MyVerification,
  needsLicense,
  type VerificationDocument,
} from '@servihogar/shared/verification';
import { and, desc, eq } from 'drizzle-orm';
import { isAdmin } from '../../accounts/ownership.ts';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/tables/categories.table.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { verificationDocuments } from '../../db/tables/verification-documents.table.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { FileStorage, FileStream } from '../../lib/file-storage.ts';
import type { Caller } from '../../plugins/auth.ts';
import { parseFormFields } from '../../plugins/multipart.ts';
import { prepareDocument } from './document-file.ts';

type Row = typeof verificationDocuments.$inferSelect;

const contentTypeOfKey = (key: string) => (key.endsWith('.pdf') ? 'application/pdf' : 'image/webp');

export const documentView = (row: Row): VerificationDocument => ({
  _id: row.id,
  kind: row.kind as DocumentKind,
  status: row.status as VerificationDocument['status'],
  motivo: row.motivo,
  contentType: contentTypeOfKey(row.fileKey),
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  fileUrl: `/verification/documents/${row.id}/file`,
  emitidoEl: row.issuedOn,
});

/** The caller's own professional profile, or 409 when the account has none. */
async function ownProfessional(db: Db, caller: Caller) {
  const [own] = await db
    .select({
      id: professionals.id,
      identityVerified: professionals.identityVerified,
      licenseVerified: professionals.licenseVerified,
      antecedentesEmitido: professionals.antecedentesEmitido,
      antecedentesHasta: professionals.antecedentesHasta,
    })
    .from(professionals)
    .where(eq(professionals.accountId, caller.id));
  if (!own) throw new AppError('CONFLICT', msg.subscription.noProfessionalProfile);
  return own;
}

/** The slugs of the professional's services: who may send a matrícula, who a certificate. */
async function serviceSlugs(db: Db, professionalId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: categories.slug })
    .from(professionalServices)
    .innerJoin(categories, eq(categories.slug, professionalServices.categorySlug))
    .where(eq(professionalServices.professionalId, professionalId));
  return rows.map((r) => r.slug);
}

/** The certificate while it shows (its end not reached), else null. */
const shownCertificate = (
  own: { antecedentesEmitido: string | null; antecedentesHasta: Date | null },
  now: Date,
) =>
  own.antecedentesEmitido && own.antecedentesHasta && own.antecedentesHasta > now
    ? { emitido: own.antecedentesEmitido, vence: certificateLapsesOn(own.antecedentesEmitido) }
    : null;

/** `GET /verification/mine`: the newest document of each kind and the badges earned. */
export async function myVerification(db: Db, caller: Caller, now: Date): Promise<MyVerification> {
  const own = await ownProfessional(db, caller);
  const rows = await db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.professionalId, own.id))
    .orderBy(desc(verificationDocuments.createdAt), desc(verificationDocuments.id));
  const latest = DOCUMENT_KINDS.flatMap((kind) => rows.filter((r) => r.kind === kind).slice(0, 1));
  const slugs = await serviceSlugs(db, own.id);
  return {
    needsMatricula: needsLicense(slugs),
    identidadVerificada: own.identityVerified,
    matriculado: own.licenseVerified,
    needsAntecedentes: offersCare(slugs),
    antecedentes: shownCertificate(own, now),
    documents: latest.map(documentView),
  };
}

/**
 * `POST /verification/documents`: a new document for review. A newer upload of the same kind
 * replaces the older one (its file is deleted) and, until reviewed, takes that kind's badge away.
 */
export async function uploadDocument(
  db: Db,
  files: FileStorage,
  caller: Caller,
  form: { file: Buffer; fields: Record<string, string> },
  now: Date,
): Promise<VerificationDocument> {
  const { kind } = parseFormFields(documentUploadFieldsSchema, form.fields);
  const own = await ownProfessional(db, caller);
  const slugs = await serviceSlugs(db, own.id);
  if (kind === 'matricula' && !needsLicense(slugs))
    throw fieldError('kind', msg.verification.matriculaNotNeeded);
  if (kind === 'antecedentes' && !offersCare(slugs)) throw fieldError('kind', msg.badges.certificateOnlyCare);
  const doc = await prepareDocument(form.file);
  if (kind === 'antecedentes' && doc.contentType !== 'application/pdf') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg.badges.certificateOnlyPdf);
  }
  await files.put(doc.key, doc.data, doc.contentType);
  let replaced: string[] = [];
  try {
    const row = await db.transaction(async (tx) => {
      // Locks the professional so two uploads of one kind cannot both survive.
      await tx
        .select({ id: professionals.id })
        .from(professionals)
        .where(eq(professionals.id, own.id))
        .for('update');
      const old = await tx
        .delete(verificationDocuments)
        .where(and(eq(verificationDocuments.professionalId, own.id), eq(verificationDocuments.kind, kind)))
        .returning({ key: verificationDocuments.fileKey });
      replaced = old.map((o) => o.key);
      // A new certificate is reviewed while the approved one keeps showing until it lapses.
      if (kind !== 'antecedentes') {
        await tx
          .update(professionals)
          .set(kind === 'dni' ? { identityVerified: false } : { licenseVerified: false })
          .where(eq(professionals.id, own.id));
      }
      const [inserted] = await tx
        .insert(verificationDocuments)
        .values({ professionalId: own.id, kind, fileKey: doc.key, createdAt: now })
        .returning();
      return inserted!;
    });
    await Promise.all(replaced.map((key) => files.delete(key).catch(() => {})));
    return documentView(row);
  } catch (error) {
    await files.delete(doc.key).catch(() => {});
    throw error;
  }
}

/**
 * `GET /verification/documents/{id}/file`: only the owning professional's account and admins. A
 * missing document is a 404 only for admins, so others cannot probe which ids exist.
 */
export async function documentFile(
  db: Db,
  files: FileStorage,
  caller: Caller,
  id: string,
): Promise<FileStream> {
  const [row] = await db
    .select({ key: verificationDocuments.fileKey, owner: professionals.accountId })
    .from(verificationDocuments)
    .innerJoin(professionals, eq(professionals.id, verificationDocuments.professionalId))
    .where(eq(verificationDocuments.id, id));
  if (!row) throw new AppError(isAdmin(caller) ? 'NOT_FOUND' : 'FORBIDDEN');
  if (row.owner !== caller.id && !isAdmin(caller)) throw new AppError('FORBIDDEN');
  const file = await files.stream(row.key);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}
