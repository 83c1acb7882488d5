import { z } from 'zod';
import { SHORT_TEXT_MAX } from './constants.ts';
import { foldForSearch } from './fold.ts';
import { fillMessage } from './format.ts';
import * as msg from './messages.ts';
import { requiredText } from './text.ts';

const countryCode = (message?: string) =>
  z
    .string(message)
    .trim()
    .regex(/^[A-Za-z]{2}$/, message)
    .transform((code) => code.toUpperCase());

const provinceId = (message?: string) =>
  z
    .string(message)
    .trim()
    .regex(/^[A-Za-z]{2}\.[A-Za-z0-9]{1,20}$/, message)
    .transform((id) => `${id.slice(0, 2).toUpperCase()}${id.slice(2)}`);

/** ISO 3166-1 alpha-2 code, e.g. 'AR'. */
export const countryCodeSchema = countryCode();

/** GeoNames admin1 key: country code, a dot and the province code, e.g. 'AR.24' (Tucumán). */
export const provinceIdSchema = provinceId();

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.array(countrySchema);

export const provinceSchema = z.object({ id: z.string(), name: z.string() });
export type Province = z.infer<typeof provinceSchema>;
export const provinceListSchema = z.array(provinceSchema);

export const geoPointSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

const required = msg.professionalForm.required;

/**
 * `POST /geo/geocode` body: a place picked from the geo lists (country code, province id, city
 * name) and optionally the street and number. Answers a GeoPoint, or 404 when it finds nothing.
 */
export const geocodeBodySchema = z.object({
  country: countryCode(required),
  provinceId: provinceId(required),
  city: requiredText(
    SHORT_TEXT_MAX,
    required,
    fillMessage(msg.professionalForm.tooLong, { max: String(SHORT_TEXT_MAX) }),
  ),
  address: z
    .string(fillMessage(msg.professionalForm.tooLong, { max: String(SHORT_TEXT_MAX * 2) }))
    .trim()
    .max(SHORT_TEXT_MAX * 2, fillMessage(msg.professionalForm.tooLong, { max: String(SHORT_TEXT_MAX * 2) }))
    .optional(),
});
export type GeocodeBodyInput = z.input<typeof geocodeBodySchema>;

export const citySchema = geoPointSchema.extend({ name: z.string() });
export type City = z.infer<typeof citySchema>;
export const cityListSchema = z.array(citySchema);

/** `GET /geo/countries/:code/provinces` params. */
export const countryParamsSchema = z.object({ code: countryCodeSchema });
/** `GET /geo/provinces/:id/cities` params and query (`q` matched ignoring case and accents). */
export const provinceParamsSchema = z.object({ id: provinceIdSchema });
export const citiesQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

/** Folds case and accents so 'tafi' finds 'Tafí Viejo'. */
export function searchKey(text: string): string {
  return foldForSearch(text).trim();
}
