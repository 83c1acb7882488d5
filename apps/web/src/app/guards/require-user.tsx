import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/spinner.tsx';
import { isSignedIn, useSessionStatus, useSessionUser } from '@/lib/session.tsx';

/**
 * Spec §6 user guard for /dash: anonymous visitors go to '/'. It waits for the session restore,
 * so a reload never flashes a redirect. Convenience only: the server checks every call.
 */
export function RequireUser() {
  const user = useSessionUser();
  const { restoring } = useSessionStatus();
  if (restoring) return <PageSpinner />;
  if (!isSignedIn(user)) return <Navigate to="/" replace />;
  return <Outlet />;
}
