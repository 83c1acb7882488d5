import { TIMINGS } from '@servihogar/shared/constants';
import { useCallback, useEffect, useState } from 'react';
import { getAdClosedUntil, setAdClosedUntil } from '@/lib/storage.ts';

/** Spec §4: a closed ad slot comes back after 20 minutes, across reloads. */
export function useClosable(slot: string): [closed: boolean, close: () => void] {
  const [until, setUntil] = useState(() => getAdClosedUntil(slot));
  const closed = until > Date.now();

  useEffect(() => {
    if (!closed) return;
    const timer = setTimeout(() => setUntil(0), until - Date.now());
    return () => clearTimeout(timer);
  }, [closed, until]);

  const close = useCallback(() => {
    const next = Date.now() + TIMINGS.bannerClosedFor;
    setAdClosedUntil(slot, next);
    setUntil(next);
  }, [slot]);

  return [closed, close];
}
