import { TIMINGS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';

// The browser's position, for the home page's nearby list and the category page's "Más cerca".
// App-wide, hence lib.

export type Coordinates = { latitude: number; longitude: number };

const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 0,
  timeout: TIMINGS.geolocationTimeout,
};

/** Spec §8 codes: the browser's 1–3, plus -1 (no geolocation API) and 4 (unusable coordinates). */
export const GEO_ERROR = {
  unsupported: -1,
  denied: 1,
  unavailable: 2,
  timeout: 3,
  invalidCoordinates: 4,
} as const;

export function geolocationErrorMessage(code: number): string {
  switch (code) {
    case GEO_ERROR.denied:
      return msg.geolocation.denied;
    case GEO_ERROR.unavailable:
      return msg.geolocation.unavailable;
    case GEO_ERROR.timeout:
      return msg.geolocation.timeout;
    case GEO_ERROR.unsupported:
      return msg.geolocation.unsupported;
    case GEO_ERROR.invalidCoordinates:
      return msg.geolocation.invalidCoordinates;
    default:
      return msg.geolocation.generic;
  }
}

function validCoordinates({ latitude, longitude }: Coordinates): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/**
 * Asks the browser for its position once: `onPoint` with coordinates that make sense, else
 * `onError` with the GEO_ERROR code (no geolocation, refused, timed out, nonsense coordinates).
 */
export function locate(onPoint: (point: Coordinates) => void, onError: (code: number) => void): void {
  if (!('geolocation' in navigator) || !navigator.geolocation) {
    onError(GEO_ERROR.unsupported);
    return;
  }
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => {
      const point = { latitude: coords.latitude, longitude: coords.longitude };
      if (validCoordinates(point)) onPoint(point);
      else onError(GEO_ERROR.invalidCoordinates);
    },
    (error) => onError(error.code),
    POSITION_OPTIONS,
  );
}
