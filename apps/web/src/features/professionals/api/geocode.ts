import type { GeocodeBodyInput, GeoPoint } from '@servihogar/shared/geo';
import { apiFetch } from '@/lib/api-client.ts';

/** `POST /geo/geocode`: the point of a place picked from the geo lists; 404 when nothing matched. */
export function geocode(body: GeocodeBodyInput): Promise<GeoPoint> {
  return apiFetch<GeoPoint>('/geo/geocode', { method: 'POST', body });
}
