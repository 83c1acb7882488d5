import { z } from 'zod';
import * as msg from './messages.ts';

// Issue 32, part 3 (Ley 25.326, art. 14 to 16): anyone may ask to access, correct or delete its
// data, from the privacy page or through support; each request gets a case code and a deadline of
// DATA_RIGHTS_BUSINESS_DAYS business days (Argentine holidays as data), counted down in the admins'
// queue (/dash/derechosDatos) until an admin answers or rejects it with a note.

/** Business days the law gives to answer (art. 16: rectificación y supresión). */
export const DATA_RIGHTS_BUSINESS_DAYS = 5;

export const DATA_RIGHTS_KINDS = {
  acceso: msg.dataRightsRequests.kindAccess,
  rectificacion: msg.dataRightsRequests.kindCorrect,
  supresion: msg.dataRightsRequests.kindDelete,
} as const;
export type DataRightsKind = keyof typeof DATA_RIGHTS_KINDS;
const kinds = Object.keys(DATA_RIGHTS_KINDS) as [DataRightsKind, ...DataRightsKind[]];

/** Where the request came in: the form on the privacy page, or the one support points to. */
export const DATA_RIGHTS_CHANNELS = ['privacidad', 'soporte'] as const;
export type DataRightsChannel = (typeof DATA_RIGHTS_CHANNELS)[number];

export const DATA_RIGHTS_STATUSES = {
  pendiente: msg.subscriptionsAdmin.filterPending,
  respondida: msg.dataRightsRequests.statusAnswered,
  rechazada: msg.verification.statusRechazado,
} as const;
export type DataRightsStatus = keyof typeof DATA_RIGHTS_STATUSES;
const statuses = Object.keys(DATA_RIGHTS_STATUSES) as [DataRightsStatus, ...DataRightsStatus[]];

const m = msg.dataRightsRequests;

/** `POST /data-rights-requests` (anyone). */
export const dataRightsRequestBodySchema = z.object({
  kind: z.enum(kinds, m.kindRequired),
  channel: z.enum(DATA_RIGHTS_CHANNELS, msg.api.invalidQuery).default('privacidad'),
  nombre: z.string(m.nameRequired).trim().min(2, m.nameRequired).max(120, m.nameTooLong),
  email: z
    .string(msg.registration.emailFormat)
    .trim()
    .max(120, msg.registration.emailFormat)
    .pipe(z.email(msg.registration.emailFormat)),
  detalle: z.string(m.detailRequired).trim().min(10, m.detailRequired).max(2000, m.detailTooLong),
});
export type DataRightsRequestBody = z.input<typeof dataRightsRequestBodySchema>;

/** The same answer for every e-mail: the case code and the day it is due. */
export const dataRightsReceiptSchema = z.object({ code: z.string(), dueOn: z.string(), message: z.string() });
export type DataRightsReceipt = z.infer<typeof dataRightsReceiptSchema>;

/** One request in the admins' queue, with its countdown as of today (Argentina). */
export const dataRightsRequestSchema = z.object({
  code: z.string(),
  kind: z.enum(kinds),
  channel: z.enum(DATA_RIGHTS_CHANNELS),
  nombre: z.string(),
  email: z.string(),
  detalle: z.string(),
  status: z.enum(statuses),
  filedAt: z.iso.datetime({ offset: true }),
  dueOn: z.string(),
  /** Business days left up to the due day (0 on it); negative: business days past it. */
  businessDaysLeft: z.number().int(),
  /** Still pending after its due day. */
  overdue: z.boolean(),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
  resolutionNote: z.string().nullable(),
});
export type DataRightsRequest = z.infer<typeof dataRightsRequestSchema>;
/** Requests per page of the admins' queue ('Cargar más' asks for the next). */
export const DATA_RIGHTS_PAGE_SIZE = 100;

export const dataRightsRequestListSchema = z.object({
  requests: z.array(dataRightsRequestSchema),
  /** The `offset` of the next page; null on the last one. */
  next: z.number().int().nullable(),
});
export type DataRightsRequestList = z.infer<typeof dataRightsRequestListSchema>;

/** `GET /data-rights-requests?offset=` (Admin): where the page starts in the queue's order. */
export const dataRightsQueueQuerySchema = z.object({
  offset: z.coerce
    .number(msg.api.invalidQuery)
    .int(msg.api.invalidQuery)
    .min(0, msg.api.invalidQuery)
    .default(0),
});

export const dataRightsRequestParamsSchema = z.object({
  code: z.string(msg.api.invalidId).regex(/^DAT-\d{4}-\d{8}$/, msg.api.invalidId),
});

/** `POST /data-rights-requests/:code/resolution` (Admin): answered or rejected, with what was done. */
export const dataRightsResolutionSchema = z.object({
  status: z.enum(['respondida', 'rechazada'], m.statusRequired),
  note: z.string(m.noteRequired).trim().min(5, m.noteRequired).max(2000, m.detailTooLong),
});
export type DataRightsResolution = z.infer<typeof dataRightsResolutionSchema>;
