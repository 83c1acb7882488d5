import { z } from 'zod';
import {
  ANONYMOUS_COMPLAINANT,
  COMPLAINT_CATEGORIES,
  COMPLAINT_DESCRIPCION_MAX,
  COMPLAINT_ESTADOS,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TITULO_MAX,
  COMPLAINTS_PAGE_DEFAULT,
  COMPLAINTS_PAGE_MAX,
  CRITICIDADES,
  DEFAULT_CRITICIDAD,
} from './constants.ts';
import { fillMessage } from './format.ts';
import * as msg from './messages.ts';
import { type PageQueryInput, pageAnswerSchema, pageQueryFields } from './paging.ts';

const c = msg.complaints;
const tooLong = (max: number) => fillMessage(c.tooLong, { max: String(max) });
// PostgreSQL text cannot hold NUL and jsonb (the audit log) no unpaired surrogate: a 400, never a 500.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const wellFormed = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);
const text = (max: number) =>
  z.string(c.required).trim().max(max, tooLong(max)).refine(wellFormed, msg.api.validation);
const required = (max: number) => text(max).pipe(z.string().min(1, c.required));

/** A complaint as the public feed shows it: never the contact nor the author's account. */
export const complaintSchema = z.object({
  _id: z.string(),
  ticket_id: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  empresaComercio: z.string(),
  categoria: z.enum(COMPLAINT_CATEGORIES),
  denunciante: z.string(),
  ciudad: z.string(),
  criticidad: z.enum(CRITICIDADES),
  estado: z.enum(COMPLAINT_ESTADOS),
  fechaCarga: z.iso.datetime({ offset: true }),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintListSchema = z.array(complaintSchema);

/** One of the author's own complaints (`/api/complaints/mine`): also what they told us privately. */
export const myComplaintSchema = complaintSchema.extend({
  contacto: z.string().nullable(),
  anonymous: z.boolean(),
});
export type MyComplaint = z.infer<typeof myComplaintSchema>;

/** The admin's view (product §10: contacto and the author, even of anonymous complaints). */
export const adminComplaintSchema = myComplaintSchema.extend({
  author: z.object({ nombre: z.string(), apellido: z.string(), email: z.string() }).nullable(),
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

export const complaintStatsSchema = z.object({
  total: z.number().int(),
  resueltas: z.number().int(),
  enProgreso: z.number().int(),
});
export type ComplaintStats = z.infer<typeof complaintStatsSchema>;

const q = msg.api.invalidQuery;
const filterText = z.string(q).trim().max(COMPLAINT_TEXT_MAX, q).refine(wellFormed, q).optional();

/** `GET /api/complaints?ciudad=&criticidad=&limit=&offset=` */
export const complaintFeedQuerySchema = z.object({
  ciudad: filterText,
  criticidad: z.enum(CRITICIDADES, q).optional(),
  limit: z.coerce.number(q).int(q).min(1, q).max(COMPLAINTS_PAGE_MAX, q).default(COMPLAINTS_PAGE_DEFAULT),
  offset: z.coerce.number(q).int(q).min(0, q).default(0),
});
export type ComplaintFeedQuery = z.infer<typeof complaintFeedQuerySchema>;

export const complaintFeedSchema = z.object({
  complaints: complaintListSchema,
  /** How many complaints match the filters (all pages). */
  total: z.number().int(),
  stats: complaintStatsSchema,
});
export type ComplaintFeed = z.infer<typeof complaintFeedSchema>;

/** Complaints a page of the admins' list shows (issue 29: paged on the server). */
export const ADMIN_COMPLAINTS_PAGE_SIZE = 50;

/** `GET /api/complaints/admin?search=&estado=&criticidad=&page=&pageSize=` (Admin). */
export const adminComplaintsQuerySchema = z.object({
  search: filterText,
  estado: z.enum(COMPLAINT_ESTADOS, q).optional(),
  criticidad: z.enum(CRITICIDADES, q).optional(),
  ...pageQueryFields(ADMIN_COMPLAINTS_PAGE_SIZE),
});
export type AdminComplaintsQuery = PageQueryInput<typeof adminComplaintsQuerySchema>;
export type AdminComplaintsQueryParsed = z.infer<typeof adminComplaintsQuerySchema>;

export const adminComplaintListSchema = pageAnswerSchema('complaints', adminComplaintSchema);
export type AdminComplaintList = z.infer<typeof adminComplaintListSchema>;
export const myComplaintListSchema = z.object({ complaints: z.array(myComplaintSchema) });

export const complaintIdParamsSchema = z.object({ id: z.uuid(msg.api.invalidId) });

/** The portal's terms, accepted once per browser before the first 'Nueva Denuncia' (§3). */
export const complaintTermsSchema = z.object({ accepted: z.literal(true) });

/** The 'Nueva Denuncia' form and `POST /api/complaints` body. */
export const complaintFormSchema = z.object({
  titulo: required(COMPLAINT_TITULO_MAX),
  empresaComercio: required(COMPLAINT_TEXT_MAX),
  categoria: z.enum(COMPLAINT_CATEGORIES, c.invalidCategoria),
  descripcion: required(COMPLAINT_DESCRIPCION_MAX),
  ciudad: required(COMPLAINT_TEXT_MAX),
  criticidad: z.enum(CRITICIDADES, c.invalidCriticidad).default(DEFAULT_CRITICIDAD),
  denunciante: text(COMPLAINT_TEXT_MAX).optional(),
  contacto: text(COMPLAINT_TEXT_MAX).optional(),
  anonymous: z.boolean(msg.api.validation).default(false),
});
export type ComplaintForm = z.infer<typeof complaintFormSchema>;
export type ComplaintFormInput = z.input<typeof complaintFormSchema>;

/** The name shown on a complaint: 'Anónimo' when asked for, else the given name or the user's. */
export function resolveDenunciante(
  form: Pick<ComplaintForm, 'anonymous' | 'denunciante'>,
  userName: string | null,
): string {
  if (form.anonymous) return ANONYMOUS_COMPLAINANT;
  return form.denunciante || userName || ANONYMOUS_COMPLAINANT;
}

/** `PUT /api/complaints/{id}` body (admin): any subset of the fields, at least one. */
export const complaintUpdateSchema = complaintFormSchema
  .omit({ anonymous: true, criticidad: true, denunciante: true, contacto: true })
  .extend({
    criticidad: z.enum(CRITICIDADES, c.invalidCriticidad),
    estado: z.enum(COMPLAINT_ESTADOS, msg.api.validation),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, msg.api.validation);
export type ComplaintUpdate = z.infer<typeof complaintUpdateSchema>;

export const complaintCreatedSchema = z.object({ message: z.string(), complaint: myComplaintSchema });
export const complaintUpdatedSchema = z.object({ message: z.string(), complaint: adminComplaintSchema });
export const complaintDeletedSchema = z.object({ message: z.string() });

/** `DEN-2026-000123`: the year it was filed and a number never used before. */
export function formatTicketId(year: number, n: number): string {
  return `DEN-${year}-${String(n).padStart(6, '0')}`;
}
