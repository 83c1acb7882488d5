import { useEffect, useState } from 'react';
import { type Coordinates, geolocationErrorMessage, locate } from '@/lib/geolocation.ts';

export type BrowserPoint = { point: Coordinates | null; error: string | null; locating: boolean };

/** The browser's position, asked once `wanted` (the "Más cerca" sort); never stored or put in the URL. */
export function useBrowserPoint(wanted: boolean): BrowserPoint {
  const [state, setState] = useState<BrowserPoint>({ point: null, error: null, locating: false });
  const asked = state.point !== null || state.error !== null || state.locating;
  useEffect(() => {
    if (!wanted || asked) return;
    setState({ point: null, error: null, locating: true });
    locate(
      (point) => setState({ point, error: null, locating: false }),
      (code) => setState({ point: null, error: geolocationErrorMessage(code), locating: false }),
    );
  }, [wanted, asked]);
  return state;
}
