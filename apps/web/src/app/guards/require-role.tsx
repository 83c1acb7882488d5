import type { Role } from '@servihogar/shared/constants';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/spinner.tsx';
import { hasAnyRole, useSessionStatus, useSessionUser } from '@/lib/session.tsx';

/** Where a guard sent the visitor from (location state of /restricted). */
export type RestrictedState = { from: string };

/** Spec §6 role guard: at least one allowed role, else /restricted remembering the origin. */
export function RequireRole({ allowed }: { allowed: readonly Role[] }) {
  const user = useSessionUser();
  const { restoring } = useSessionStatus();
  const location = useLocation();
  if (restoring) return <PageSpinner />;
  if (!hasAnyRole(user, allowed)) {
    const state: RestrictedState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/restricted" replace state={state} />;
  }
  return <Outlet />;
}
