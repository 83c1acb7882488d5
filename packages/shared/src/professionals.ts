import { z } from 'zod';
import { phoneSchema } from './auth.ts';
import { commentSchema } from './comments.ts';
import {
  categorySlug,
  MIN_PROFESSIONAL_AGE,
  OTHER_CATEGORY,
  PASSWORD_MIN_LENGTH,
  PROFESSIONAL_SORTS,
  PROFESSIONALS_PAGE_MAX,
} from './constants.ts';
import { msg } from './messages.ts';

const f = msg.professionalForm;
const requiredText = z.string(f.required).trim().min(1, f.required);
const optionalText = z.string().trim().optional();

export const serviceSchema = z.object({
  tipo: requiredText,
  semanal: z.boolean().default(false),
  mensual: z.boolean().default(false),
  personasEnfermas: z.boolean().default(false),
  personasMayores: z.boolean().default(false),
  personasDiscapacitadas: z.boolean().default(false),
  descripcion: z.string().optional(),
});
export type Service = z.infer<typeof serviceSchema>;
export type ServiceInput = z.input<typeof serviceSchema>;

/** `[longitude, latitude]`, GeoJSON order. */
export const coordinatesSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
export const locationSchema = z.object({ coordinates: coordinatesSchema });
export type GeoLocation = z.infer<typeof locationSchema>;

/** True when a service type is the custom 'Otros' category. */
export const isOtherCategory = (tipo: string) => categorySlug(tipo) === OTHER_CATEGORY.slug;

/**
 * The professional form of /workWithUs and the admin edit (§5), also the body of
 * `POST /professionals/add` and `PUT /professionals/edit/{id}`. `password`/`repassword` are only
 * asked of anonymous visitors registering at /workWithUs (DESIGN §5).
 */
export const professionalFormSchema = z
  .object({
    nombre: requiredText,
    apellido: requiredText,
    numeroContacto: requiredText.pipe(phoneSchema(msg.registration.numeroContacto)),
    edad: z.number({ error: f.edadMin }).int(f.edadMin).min(MIN_PROFESSIONAL_AGE, f.edadMin),
    email: requiredText.pipe(z.email(msg.registration.emailFormat)),
    dni: requiredText,
    pais: requiredText,
    localidad: requiredText,
    ciudad: requiredText,
    zonaCobertura: optionalText,
    instagram: optionalText,
    referencias: optionalText,
    servicio: z.array(serviceSchema, f.required).min(1, f.required),
    nuevaCategoria: optionalText,
    location: locationSchema.optional(),
    password: z.string().optional(),
    repassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.servicio.some((s) => isOtherCategory(s.tipo)) && !v.nuevaCategoria) {
      ctx.addIssue({ code: 'custom', message: f.nuevaCategoria, path: ['nuevaCategoria'] });
    }
    if (v.password !== undefined && v.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: msg.registration.passwordMin, path: ['password'] });
    }
    if (v.password !== undefined && v.password !== v.repassword) {
      ctx.addIssue({ code: 'custom', message: msg.registration.repasswordMismatch, path: ['repassword'] });
    }
  });
export type ProfessionalForm = z.infer<typeof professionalFormSchema>;
export type ProfessionalFormInput = z.input<typeof professionalFormSchema>;

/** A professional as anyone may see it in lists and on the profile: no phone, e-mail or dni. */
export const publicProfessionalSchema = z.object({
  _id: z.guid(),
  nombre: z.string(),
  apellido: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  pais: z.string(),
  localidad: z.string(),
  ciudad: z.string(),
  zonaCobertura: z.string().nullable(),
  calificacion: z.number().min(0).max(5),
  foto: z.string().nullable(),
  instagram: z.string().nullable(),
  referencias: z.string().nullable(),
  location: locationSchema.nullable(),
  servicio: z.array(serviceSchema),
});
export type PublicProfessional = z.infer<typeof publicProfessionalSchema>;

export const professionalDetailSchema = publicProfessionalSchema.extend({
  comentarios: z.array(commentSchema),
});
export type ProfessionalDetail = z.infer<typeof professionalDetailSchema>;

export const professionalsListResponseSchema = z.object({
  professionals: z.array(publicProfessionalSchema),
});
export type ProfessionalsListResponse = z.infer<typeof professionalsListResponseSchema>;

const q = msg.api.invalidQuery;

/** `GET /professionals` query. */
export const professionalsListQuerySchema = z.object({
  servicio: z.string(q).trim().min(1, q).optional(),
  sort: z.enum(PROFESSIONAL_SORTS, q).default('todos'),
  limit: z.coerce.number(q).int(q).min(1, q).max(PROFESSIONALS_PAGE_MAX, q).default(PROFESSIONALS_PAGE_MAX),
  offset: z.coerce.number(q).int(q).min(0, q).default(0),
});
export type ProfessionalsListQuery = z.infer<typeof professionalsListQuerySchema>;

/** `GET /professionals/nearby` query. */
export const nearbyQuerySchema = z.object({
  longitude: z.coerce.number(q).min(-180, q).max(180, q),
  latitude: z.coerce.number(q).min(-90, q).max(90, q),
});
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

export const professionalIdParamsSchema = z.object({ id: z.guid(msg.api.invalidId) });
export type ProfessionalIdParams = z.infer<typeof professionalIdParamsSchema>;

/** Body of the admin actions altaProf, suspenderFree, habilitarFree, suspenderAltaProf, restablecerAbonado. */
export const professionalActionBodySchema = z.object({ professional_id: z.guid(msg.api.invalidId) });
export type ProfessionalActionBody = z.infer<typeof professionalActionBodySchema>;
