import { z } from 'zod';
import { certificateSchema } from './badges.ts';
import { categorySlug } from './constants.ts';
import * as msg from './messages.ts';
import { pageAnswerSchema, pageQueryFields } from './paging.ts';
import { adminProfessionalSchema } from './professionals-admin.ts';

/** The documents a professional can send for review (issue 16, part 1). */
export const DOCUMENT_KINDS = ['dni', 'matricula', 'antecedentes'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_STATUSES = ['pendiente', 'aprobado', 'rechazado'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Trades that need a licence (matrícula) in Argentina: only their professionals may send one. */
export const LICENSED_CATEGORY_SLUGS = ['gasista', 'electricista'] as const;

/** Whether a professional offering these services (names or slugs) may send a matrícula. */
export const needsLicense = (services: readonly string[]): boolean =>
  services.some((s) => (LICENSED_CATEGORY_SLUGS as readonly string[]).includes(categorySlug(s)));

/** Whether the category (name or slug) is a licensed trade. */
export const isLicensedCategory = (category: string): boolean => needsLicense([category]);

/**
 * The 'Solo verificados' rule: identity verified and, in a licensed trade's category, licensed too.
 * The API writes the same rule as SQL (verifiedCondition); both must agree.
 */
export const passesVerifiedFilter = (
  p: { identidadVerificada?: boolean; matriculado?: boolean },
  category?: string,
): boolean =>
  Boolean(p.identidadVerificada) && (!category || !isLicensedCategory(category) || Boolean(p.matriculado));

/** Sniffed (never the declared type): images are re-encoded to WebP, PDFs kept as they are. */
export const DOCUMENT_ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
];

/** The document picked in the browser: required, an image or a PDF (by its declared type). */
export const documentFileSchema = z
  .custom<File>((v) => typeof Blob !== 'undefined' && v instanceof Blob, msg.verification.fileRequired)
  .refine((file) => DOCUMENT_ACCEPTED_TYPES.includes(file.type), msg.verification.onlyImagesOrPdf);

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  pendiente: msg.verification.statusPendiente,
  aprobado: msg.verification.statusAprobado,
  rechazado: msg.verification.statusRechazado,
};

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  dni: msg.verification.dniLabel,
  matricula: msg.verification.matriculaLabel,
  antecedentes: msg.badges.certificateLabel,
};

const isoDate = z.iso.datetime({ offset: true });

/** A document as its owner and admins see it; `fileUrl` needs the Bearer of the owner or an Admin. */
export const verificationDocumentSchema = z.object({
  _id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  motivo: z.string().nullable(),
  contentType: z.string(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  fileUrl: z.string(),
  /** A certificate's issue day as the approving admin read it (issue 45); null otherwise. */
  emitidoEl: z.string().nullable().optional(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/** `GET /verification/mine` (Prestador): the latest document of each kind and the badges earned. */
export const myVerificationSchema = z.object({
  needsMatricula: z.boolean(),
  identidadVerificada: z.boolean(),
  matriculado: z.boolean(),
  /** Whether the caller offers a care category, so may send a criminal-record certificate (issue 45). */
  needsAntecedentes: z.boolean(),
  /** The approved certificate while it shows: its issue day and the day it lapses. */
  antecedentes: certificateSchema.nullable(),
  documents: z.array(verificationDocumentSchema),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** The text field of the multipart `POST /verification/documents` (the file travels as `document`). */
export const documentUploadFieldsSchema = z.object({ kind: z.enum(DOCUMENT_KINDS, msg.api.validation) });

export const documentUploadResponseSchema = z.object({
  message: z.string(),
  document: verificationDocumentSchema,
});

/** Documents a page of the review queue shows (issue 29: paged on the server). */
export const VERIFICATION_QUEUE_PAGE_SIZE = 30;

/** `GET /verification/documents?estado=&page=&pageSize=` (Admin): the review queue, oldest first. */
export const verificationQueueQuerySchema = z.object({
  estado: z.enum(DOCUMENT_STATUSES, msg.api.invalidQuery).default('pendiente'),
  ...pageQueryFields(VERIFICATION_QUEUE_PAGE_SIZE, 100),
});
export type VerificationQueueQuery = z.infer<typeof verificationQueueQuerySchema>;

export const queueItemSchema = verificationDocumentSchema.extend({
  /** Who sent it, as the admins' list of professionals shows them. */
  professional: adminProfessionalSchema.pick({
    _id: true,
    nombre: true,
    apellido: true,
    dni: true,
    email: true,
  }),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const verificationQueueSchema = pageAnswerSchema('documents', queueItemSchema);
export type VerificationQueue = z.infer<typeof verificationQueueSchema>;

/**
 * `PUT /verification/documents/{id}` (Admin): approve, or reject with a reason (e-mailed). A
 * criminal-record certificate is approved with its issue day (`emitidoEl`, YYYY-MM-DD).
 */
export const documentDecisionSchema = z
  .object({
    estado: z.enum(['aprobado', 'rechazado'], msg.api.validation),
    motivo: z.string(msg.verification.reasonRequired).trim().max(500).optional(),
    emitidoEl: z
      .string(msg.badges.issuedOnRequired)
      .regex(/^\d{4}-\d{2}-\d{2}$/, msg.badges.issuedOnRequired)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.estado === 'rechazado' && !v.motivo) {
      ctx.addIssue({ code: 'custom', path: ['motivo'], message: msg.verification.reasonRequired });
    }
  });
export type DocumentDecision = z.infer<typeof documentDecisionSchema>;

export const documentDecisionResponseSchema = z.object({ message: z.string(), document: queueItemSchema });

export const documentIdParamsSchema = z.object({ id: z.guid(msg.api.invalidId) });
