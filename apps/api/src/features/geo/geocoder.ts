import { type GeoPoint, geoPointSchema } from '@servihogar/shared/geo';
import { z } from 'zod';

export const GEOCODER_TIMEOUT_MS = 3000;
/** A geocoder answer farther than this from the chosen city is a different place with the same name. */
export const MAX_REFINEMENT_KM = 30;

export type GeocoderQuery = { country: string; province: string; city: string; address?: string | undefined };
export type GeocoderOptions = { geocoderUrl: string; timeoutMs?: number; userAgent?: string };

const nominatimSchema = z.array(z.object({ lat: z.coerce.number(), lon: z.coerce.number() }));

/** Nominatim's structured `/search`; null when it fails, times out, finds nothing or strays too far. */
export async function refineWithGeocoder(
  query: GeocoderQuery,
  near: GeoPoint,
  options: GeocoderOptions,
): Promise<GeoPoint | null> {
  const base = options.geocoderUrl.endsWith('/') ? options.geocoderUrl : `${options.geocoderUrl}/`;
  const url = new URL('search', base);
  const params: Record<string, string> = {
    format: 'jsonv2',
    limit: '1',
    countrycodes: query.country.toLowerCase(),
    state: query.province,
    city: query.city,
    'accept-language': 'es',
  };
  if (query.address) params.street = query.address;
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  try {
    const res = await fetch(url, {
      // Nominatim's usage policy asks every client to identify itself.
      headers: { 'User-Agent': options.userAgent ?? 'ServiHogar/1.0', Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? GEOCODER_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const [first] = nominatimSchema.parse(await res.json());
    if (!first) return null;
    const point = geoPointSchema.parse({ latitude: first.lat, longitude: first.lon });
    return distanceKm(point, near) <= MAX_REFINEMENT_KM ? point : null;
  } catch {
    return null;
  }
}

/** Great-circle distance (haversine), in km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
