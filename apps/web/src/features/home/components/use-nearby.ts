import * as msg from '@servihogar/shared/messages';
import type { NearbyProfessional } from '@servihogar/shared/professionals';
import { useEffect, useState } from 'react';
import { type Coordinates, GEO_ERROR, geolocationErrorMessage, locate } from '@/lib/geolocation.ts';
import {
  type GeolocationPermission,
  getGeolocationPermission,
  setGeolocationPermission,
} from '@/lib/storage.ts';
import { useNearbyProfessionals } from '../api/get-nearby.ts';

/** Spec §3/§4 'Nearby professionals state'. */
export type NearbyStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export type NearbyState = {
  permission: GeolocationPermission | null;
  status: NearbyStatus;
  error: string | null;
  professionals: NearbyProfessional[];
  accept: () => void;
  refuse: () => void;
  /** Only after an API failure: the position is fine, the call may work again. */
  retry: (() => void) | null;
};

/** The stored choice, then the browser's position (once granted), then the nearby call. */
export function useNearby(): NearbyState {
  const [permission, setPermission] = useState(getGeolocationPermission);
  const [position, setPosition] = useState<Coordinates | null>(null);
  const [geoError, setGeoError] = useState<string | null>(null);
  const query = useNearbyProfessionals(position);

  useEffect(() => {
    if (permission !== 'granted') return;
    const fail = (code: number) => {
      // A browser refusal is remembered: the next visit neither asks nor tries again.
      if (code === GEO_ERROR.denied) setGeolocationPermission('denied');
      setGeoError(geolocationErrorMessage(code));
    };
    let active = true;
    locate(
      (point) => active && setPosition(point),
      (code) => active && fail(code),
    );
    return () => {
      active = false;
    };
  }, [permission]);

  const choose = (value: GeolocationPermission) => {
    setGeolocationPermission(value);
    setPermission(value);
  };
  const apiFailed = position !== null && query.isError;
  let status: NearbyStatus = 'idle';
  if (geoError || apiFailed) status = 'failed';
  else if (query.isSuccess) status = 'succeeded';
  else if (permission === 'granted') status = 'loading';

  return {
    permission,
    status,
    error: geoError ?? (apiFailed ? msg.nearby.loadFailed : null),
    professionals: query.data?.professionals ?? [],
    accept: () => choose('granted'),
    refuse: () => choose('denied'),
    retry: apiFailed ? () => void query.refetch() : null,
  };
}
