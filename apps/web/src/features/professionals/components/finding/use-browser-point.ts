import { useEffect, useState } from 'react';
import {
  type Coordinates,
  GEO_ERROR,
  geolocationErrorMessage,
  POSITION_OPTIONS,
  validCoordinates,
} from '@/lib/geolocation.ts';

export type BrowserPoint = { point: Coordinates | null; error: string | null; locating: boolean };

/** The browser's position, asked once `wanted` (the "Más cerca" sort); never stored or put in the URL. */
export function useBrowserPoint(wanted: boolean): BrowserPoint {
  const [state, setState] = useState<BrowserPoint>({ point: null, error: null, locating: false });
  const asked = state.point !== null || state.error !== null || state.locating;
  useEffect(() => {
    if (!wanted || asked) return;
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setState({ point: null, error: geolocationErrorMessage(GEO_ERROR.unsupported), locating: false });
      return;
    }
    setState({ point: null, error: null, locating: true });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { latitude: coords.latitude, longitude: coords.longitude };
        setState(
          validCoordinates(point)
            ? { point, error: null, locating: false }
            : { point: null, error: geolocationErrorMessage(GEO_ERROR.invalidCoordinates), locating: false },
        );
      },
      (error) => setState({ point: null, error: geolocationErrorMessage(error.code), locating: false }),
      POSITION_OPTIONS,
    );
  }, [wanted, asked]);
  return state;
}
