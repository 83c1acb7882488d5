import { z } from 'zod';
import { phoneSchema } from './auth.ts';
import { certificateSchema } from './badges.ts';
import { categoryNameProblem } from './categories.ts';
import { commentSchema } from './comments.ts';
import {
  categorySlug,
  LONG_TEXT_MAX,
  MAX_PROFESSIONAL_AGE,
  MIN_PROFESSIONAL_AGE,
  OTHER_CATEGORY,
  PASSWORD_MIN_LENGTH,
  SERVICES_MAX,
  SHORT_TEXT_MAX,
} from './constants.ts';
import { RATE_MAX, RATE_UNITS, SEARCH_MAX, TIME_SLOTS, WEEK_DAYS } from './finding.ts';
import { fillMessage } from './format.ts';
import * as msg from './messages.ts';
import { REMOVABLE_FILTERS } from './professionals-list-query.ts';
import { flagsOf, SERVICE_FLAGS } from './service-flags.ts';
import { RESPONSE_DELAYS } from './solicitud-state.ts';

const f = msg.professionalForm;
const requiredText = z.string(f.required).trim().min(1, f.required);
/** The form's 'too long' message with its limit (issue 29). */
export const tooLong = (max: number) => fillMessage(f.tooLong, { max: String(max) });
const shortText = requiredText.max(SHORT_TEXT_MAX, tooLong(SHORT_TEXT_MAX));
const optionalText = (max: number) => z.string(tooLong(max)).trim().max(max, tooLong(max)).optional();

/** The orientative rate of a service, in whole pesos; `monto` is null when 'a convenir'. */
export const rateSchema = z.object({ monto: z.number().int().nullable(), unidad: z.enum(RATE_UNITS) });

const fr = msg.finding;
/** A rate as the form sends it: an amount unless 'a convenir' (then the amount is dropped). */
const rateInputSchema = z
  .object({
    unidad: z.enum(RATE_UNITS, fr.rateUnit),
    monto: z
      .number(fr.rateAmount)
      .int(fr.rateAmount)
      .min(1, fr.rateAmount)
      .max(RATE_MAX, fr.rateAmount)
      .nullish(),
  })
  .transform(({ unidad, monto }) => ({ unidad, monto: unidad === 'convenir' ? null : (monto ?? null) }))
  .refine((rate) => rate.unidad === 'convenir' || rate.monto !== null, {
    message: fr.rateAmount,
    path: ['monto'],
  });

/** The days and time slots a professional usually works (both lists may be empty). */
export const availabilitySchema = z.object({
  dias: z.array(z.enum(WEEK_DAYS, fr.availabilityInvalid), fr.availabilityInvalid).max(WEEK_DAYS.length),
  franjas: z.array(z.enum(TIME_SLOTS, fr.availabilityInvalid), fr.availabilityInvalid).max(TIME_SLOTS.length),
});

/**
 * A DNI as the uniqueness check compares it: letters and digits only, upper case ("28.765.432" and
 * "28 765 432" are one DNI); null when nothing is left.
 */
export function dniKey(dni: string): string | null {
  const key = dni.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return key === '' ? null : key;
}

/** A service as the API answers it (public lists, profile, edit data). */
export const serviceSchema = z.object({
  tipo: requiredText,
  semanal: z.boolean().default(false),
  mensual: z.boolean().default(false),
  personasEnfermas: z.boolean().default(false),
  personasMayores: z.boolean().default(false),
  personasDiscapacitadas: z.boolean().default(false),
  descripcion: z.string().optional(),
  /** Issue 27: absent when the professional gave none (nothing is invented). */
  tarifa: rateSchema.optional(),
});
export type Service = z.infer<typeof serviceSchema>;
export type ServiceInput = z.input<typeof serviceSchema>;

/**
 * A service in the form and request bodies: `tipo` is the category slug (a category name is
 * accepted too, it is turned into its slug), or 'otros' with the form's `nuevaCategoria`.
 */
export const serviceInputSchema = serviceSchema.extend({
  tipo: shortText,
  descripcion: optionalText(LONG_TEXT_MAX),
  tarifa: rateInputSchema.optional(),
});

/** The service with every option its category does not offer set to false. */
export function withApplicableFlags<T extends Service>(service: T): T {
  const offered = flagsOf(service.tipo);
  const flags = Object.fromEntries(
    SERVICE_FLAGS.map((flag) => [flag, offered.includes(flag) && service[flag]]),
  );
  return { ...service, ...flags };
}

/** `[longitude, latitude]`, GeoJSON order. */
export const coordinatesSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
export const locationSchema = z.object({ coordinates: coordinatesSchema });

const g = f.geocodeError;
/** The geocoded point a request body must carry (the form geocodes before saving, §5). */
export const requiredLocationSchema = z.object(
  {
    coordinates: z.tuple([z.number(g).min(-180, g).max(180, g), z.number(g).min(-90, g).max(90, g)], g),
  },
  g,
);

/** True when a service type is the custom 'Otros' category. */
export const isOtherCategory = (tipo: string) => categorySlug(tipo) === OTHER_CATEGORY.slug;

/** The fields of the professional form (§5) shared by the form, the registration and the edit. */
const professionalFields = {
  nombre: shortText,
  apellido: shortText,
  numeroContacto: requiredText.pipe(phoneSchema(msg.registration.numeroContacto)),
  edad: z
    .number({ error: f.edadMin })
    .int(f.edadMin)
    .min(MIN_PROFESSIONAL_AGE, f.edadMin)
    .max(MAX_PROFESSIONAL_AGE, f.edadMin),
  email: requiredText
    .max(SHORT_TEXT_MAX * 2, tooLong(SHORT_TEXT_MAX * 2))
    .pipe(z.email(msg.registration.emailFormat)),
  dni: shortText,
  /** Country name in Spanish, e.g. 'Argentina'. */
  pais: shortText,
  /** Province (state) name, e.g. 'Tucumán'. */
  localidad: shortText,
  ciudad: shortText,
  zonaCobertura: optionalText(LONG_TEXT_MAX),
  instagram: optionalText(SHORT_TEXT_MAX),
  referencias: optionalText(LONG_TEXT_MAX),
  servicio: z
    .array(serviceInputSchema, f.required)
    .min(1, f.required)
    .max(SERVICES_MAX, fillMessage(f.tooManyServices, { max: String(SERVICES_MAX) })),
  /** The name of the new category when a service is 'Otros'. */
  nuevaCategoria: optionalText(SHORT_TEXT_MAX),
  /** 'Trabajo registrado' (issue 32): prefers registered work under Ley 26.844. */
  trabajoRegistrado: z.boolean().optional(),
  /** Issue 27: the days and slots usually worked; absent keeps what is stored. */
  disponibilidad: availabilitySchema.optional(),
};

const passwordFields = { password: z.string().optional(), repassword: z.string().optional() };

type FormChecked = {
  servicio: { tipo: string }[];
  nuevaCategoria?: string | undefined;
  password?: string | undefined;
  repassword?: string | undefined;
};

function checkForm(v: FormChecked, ctx: z.RefinementCtx): void {
  if (v.servicio.some((s) => isOtherCategory(s.tipo))) {
    // The same rules the server applies when it creates the (pending) category.
    const problem = v.nuevaCategoria ? categoryNameProblem(v.nuevaCategoria) : f.nuevaCategoria;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['nuevaCategoria'] });
  }
  if (v.password !== undefined && v.password.length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: 'custom', message: msg.registration.passwordMin, path: ['password'] });
  }
  if (v.password !== undefined && v.password !== v.repassword) {
    ctx.addIssue({ code: 'custom', message: msg.registration.repasswordMismatch, path: ['repassword'] });
  }
}

/**
 * The professional form of /workWithUs and the admin edit (§5), before geocoding (`location` is
 * optional here). `password`/`repassword` are only asked of anonymous visitors (product §10).
 */
export const professionalFormSchema = z
  .object({ ...professionalFields, location: locationSchema.optional(), ...passwordFields })
  .superRefine(checkForm);
export type ProfessionalForm = z.infer<typeof professionalFormSchema>;
export type ProfessionalFormInput = z.input<typeof professionalFormSchema>;

/**
 * `POST /professionals/add` body: the form plus its geocoded `location`. Anonymous callers must
 * send `password` + `repassword` (an account is created); signed-in clients send neither.
 */
export const professionalAddBodySchema = z
  .object({ ...professionalFields, location: requiredLocationSchema, ...passwordFields })
  .superRefine(checkForm);
export type ProfessionalAddBody = z.infer<typeof professionalAddBodySchema>;
export type ProfessionalAddBodyInput = z.input<typeof professionalAddBodySchema>;

/** `PUT /professionals/edit/{id}` body: the form without the password. */
export const professionalEditBodySchema = z
  .object({ ...professionalFields, location: requiredLocationSchema })
  .superRefine(checkForm);
export type ProfessionalEditBody = z.infer<typeof professionalEditBodySchema>;
export type ProfessionalEditBodyInput = z.input<typeof professionalEditBodySchema>;

export const professionalAddResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  professionalId: z.guid(),
});
export type ProfessionalAddResponse = z.infer<typeof professionalAddResponseSchema>;

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
  /**
   * A 192 px square WebP of `foto` for cards (issue 15), null without a photo of ours. Not in the
   * original API: an added field, so clients reading only the spec's fields are unaffected.
   */
  fotoMiniatura: z.string().nullable().optional(),
  instagram: z.string().nullable(),
  referencias: z.string().nullable(),
  location: locationSchema.nullable(),
  servicio: z.array(serviceSchema),
  /** Badges of approved verification documents (issue 16): 'Identidad verificada', 'Matriculado'. */
  identidadVerificada: z.boolean().optional(),
  matriculado: z.boolean().optional(),
  /**
   * The response signal (decision 0031) from the last 90 days' requests, null below 3 of them: the
   * share answered, and the median time to the first answer (null when none was answered).
   */
  respuesta: z
    .object({ percent: z.number().int().min(0).max(100), delay: z.enum(RESPONSE_DELAYS).nullable() })
    .nullable()
    .optional(),
  /** 'Trabajo registrado' (issue 32): the professional prefers registered work. */
  trabajoRegistrado: z.boolean().optional(),
  /** "Profesional destacado" (issue 45), as the last nightly computation left it. */
  destacado: z.boolean().optional(),
  /** "Antecedentes verificados · {mes año}" (issue 45): the certificate's issue day while it shows. */
  antecedentes: certificateSchema.nullable().optional(),
  /** Issue 27: the usual days and slots; absent when the professional gave none. */
  disponibilidad: availabilitySchema.optional(),
  /** Issue 27: in lists asked with a point (latitude, longitude), the distance to it in km. */
  distanciaKm: z.number().min(0).optional(),
});
export type PublicProfessional = z.infer<typeof publicProfessionalSchema>;

export const professionalDetailSchema = publicProfessionalSchema.extend({
  comentarios: z.array(commentSchema),
});
export type ProfessionalDetail = z.infer<typeof professionalDetailSchema>;

/**
 * `GET /professionals/edit/{id}` (owner or Admin): the public fields plus the private ones the edit
 * form needs. Here `servicio[].tipo` is the category slug, as the form sends it back, and
 * `numeroContacto` has its 10 digits without the '+54 9' prefix.
 */
export const privateProfessionalSchema = publicProfessionalSchema.extend({
  dni: z.string(),
  edad: z.number(),
  /** The contact e-mail in use: always one its owner confirmed. */
  email: z.string(),
  /** A new contact e-mail waiting for the link mailed to it (issue 41); null when none waits. */
  pendingEmail: z.string().nullable(),
  numeroContacto: z.string(),
  altaUsuario: z.boolean(),
  /** Names of its services still waiting for a redactor's approval (created through 'Otros'). */
  pendingCategories: z.array(z.string()),
});
export type PrivateProfessional = z.infer<typeof privateProfessionalSchema>;

/** Who the professional is and where: the fields its edit form and its data export copy as stored. */
export const professionalIdentitySchema = privateProfessionalSchema.pick({
  nombre: true,
  apellido: true,
  dni: true,
  edad: true,
  email: true,
  numeroContacto: true,
  pais: true,
  localidad: true,
  ciudad: true,
});
export type ProfessionalIdentity = z.infer<typeof professionalIdentitySchema>;

export function professionalIdentity(p: ProfessionalIdentity): ProfessionalIdentity {
  const { nombre, apellido, dni, edad, email, numeroContacto, pais, localidad, ciudad } = p;
  return { nombre, apellido, dni, edad, email, numeroContacto, pais, localidad, ciudad };
}

/** `POST /professionals/contact-email/confirm`: the token of the link mailed to the new address. */
export const contactEmailConfirmBodySchema = z.object({ token: z.string().trim().min(1).max(200) });
export const contactEmailConfirmedSchema = z.object({ message: z.string(), email: z.string() });

/** `PUT /professionals/edit/{id}` and `PUT /professionals/editPhoto/{id}`. */
export const professionalUpdatedResponseSchema = z.object({
  updatedProfessional: privateProfessionalSchema,
  message: z.string(),
});
export type ProfessionalUpdatedResponse = z.infer<typeof professionalUpdatedResponseSchema>;

export const professionalsListResponseSchema = z.object({
  professionals: z.array(publicProfessionalSchema),
  /** `GET /professionals`: the `cursor` of the next page, null on the last one. */
  next: z.string().nullable().optional(),
  /** Issue 27: on a first page, how many match (counted up to RESULTS_COUNT_MAX + 1, 'más de 100'). */
  total: z.number().int().min(0).optional(),
  /** Issue 27: when a `ciudad` filter finds no one, the nearest localities that have the service. */
  localidadesCercanas: z
    .array(z.object({ ciudad: z.string(), distanciaKm: z.number().min(0).nullable() }))
    .optional(),
  /**
   * Issue 44: on a first page with `ciudad` (not widened by `cercanas`), how many more match in the
   * localities around it (counted up to RESULTS_COUNT_MAX + 1).
   */
  enLocalidadesCercanas: z.number().int().min(0).optional(),
  /** Issue 44: when filters leave no one, how many each filter's removal would give (up to 101). */
  sinFiltro: z
    .array(z.object({ filtro: z.enum(REMOVABLE_FILTERS), total: z.number().int().min(0) }))
    .optional(),
});
export type ProfessionalsListResponse = z.infer<typeof professionalsListResponseSchema>;

const q = msg.api.invalidQuery;

export {
  type ProfessionalsListQuery,
  professionalsListQuerySchema,
  REMOVABLE_FILTERS,
  type RemovableFilter,
} from './professionals-list-query.ts';

const c = msg.nearby.invalidCoordinates;
// A query value is a string: an empty one must not coerce to 0 (the Gulf of Guinea).
const coordinate = (bound: number) =>
  z.string(c).trim().min(1, c).pipe(z.coerce.number<string>(c).min(-bound, c).max(bound, c));

/** `GET /professionals/nearby` query: decimal degrees (WGS 84), as the browser's geolocation gives them. */
export const nearbyQuerySchema = z.object({ longitude: coordinate(180), latitude: coordinate(90) });
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

/** A professional of `GET /professionals/nearby`: the public fields plus the distance to the point, in km. */
export const nearbyProfessionalSchema = publicProfessionalSchema.extend({ distanciaKm: z.number().min(0) });
export type NearbyProfessional = z.infer<typeof nearbyProfessionalSchema>;

/**
 * `GET /professionals/nearby`: listed professionals within NEARBY_RADIUS_KM, nearest first, at
 * most NEARBY_MAX. `GET /professionals/{id}/similar` answers `professionalsListResponseSchema`.
 */
export const nearbyResponseSchema = z.object({ professionals: z.array(nearbyProfessionalSchema) });
export type NearbyResponse = z.infer<typeof nearbyResponseSchema>;

/** `GET /professionals/{id}/similar` query: `servicio` (slug or name) narrows to that one service. */
export const similarQuerySchema = z.object({
  servicio: z.string(q).trim().min(1, q).max(SHORT_TEXT_MAX, q).optional(),
});

export const professionalIdParamsSchema = z.object({ id: z.guid(msg.api.invalidId) });

/** Body of the admin actions altaProf, suspenderFree, habilitarFree, suspenderAltaProf, restablecerAbonado. */
export const professionalActionBodySchema = z.object({ professional_id: z.guid(msg.api.invalidId) });

/** `GET /professionals/sugerencias` query: what has been typed so far. */
export const suggestionsQuerySchema = z.object({
  q: z.string(msg.finding.searchTooLong).trim().max(SEARCH_MAX, msg.finding.searchTooLong),
});

/** A suggestion under the search box: a service (its slug) or a professional (its id). */
export const suggestionSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('servicio'), texto: z.string(), slug: z.string() }),
  z.object({ tipo: z.literal('profesional'), texto: z.string(), id: z.guid(), slug: z.string().nullable() }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsResponseSchema = z.object({ sugerencias: z.array(suggestionSchema) });
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
