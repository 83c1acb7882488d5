import { z } from 'zod';
import {
  ANONYMOUS_COMPLAINANT,
  COMPLAINT_CATEGORIES,
  COMPLAINT_ESTADOS,
  CRITICIDADES,
  DEFAULT_CRITICIDAD,
} from './constants.ts';
import { msg } from './messages.ts';

const c = msg.complaints;
const required = z.string(c.required).trim().min(1, c.required);

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
  /** Sent to admins only (DESIGN §5). */
  contacto: z.string().nullish(),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintListSchema = z.array(complaintSchema);

/** The 'Nueva Denuncia' form and `POST /api/complaints` body. */
export const complaintFormSchema = z.object({
  titulo: required,
  empresaComercio: required,
  categoria: z.enum(COMPLAINT_CATEGORIES, c.invalidCategoria),
  descripcion: required,
  ciudad: required,
  criticidad: z.enum(CRITICIDADES, c.invalidCriticidad).default(DEFAULT_CRITICIDAD),
  denunciante: z.string().trim().optional(),
  contacto: z.string().trim().optional(),
  anonymous: z.boolean().default(false),
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

/** `PUT /api/complaints/{id}` body (admin). */
export const complaintUpdateSchema = complaintFormSchema
  .omit({ anonymous: true, criticidad: true })
  .extend({
    criticidad: z.enum(CRITICIDADES, c.invalidCriticidad),
    estado: z.enum(COMPLAINT_ESTADOS, msg.api.validation),
  })
  .partial();
export type ComplaintUpdate = z.infer<typeof complaintUpdateSchema>;
