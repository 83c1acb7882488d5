import { z } from 'zod';

/** ISO 3166-1 alpha-2 code, e.g. 'AR'. */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((code) => code.toUpperCase());

/** GeoNames admin1 key: country code, a dot and the province code, e.g. 'AR.24' (Tucumán). */
export const provinceIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}\.[A-Za-z0-9]{1,20}$/)
  .transform((id) => `${id.slice(0, 2).toUpperCase()}${id.slice(2)}`);

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
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
