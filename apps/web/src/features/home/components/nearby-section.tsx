import { lazy, Suspense } from 'react';
import { hasRole, useSessionUser } from '@/lib/session.tsx';

// Only clients see it, so only they download its code (and the carousel's autoplay).
const Nearby = lazy(() => import('./nearby.tsx').then((m) => ({ default: m.Nearby })));

/** 'Profesionales cerca tuyo' (product §2): only for clients. */
export function NearbySection() {
  const user = useSessionUser();
  if (!hasRole(user, 'Cliente')) return null;
  return (
    <Suspense fallback={null}>
      <Nearby />
    </Suspense>
  );
}
