import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/spinner.tsx';
import { isSignedIn, useSessionStatus, useSessionUser } from '@/lib/session.tsx';
import { rememberReturnTo } from '@/lib/storage.ts';

/** The location state of '/' after the guard's redirect: the /dash page that needs a sign-in. */
export type SignInNeededState = { signInFor: string };

/**
 * Spec §6 user guard for /dash: anonymous visitors go to '/'. It waits for the session restore,
 * so a reload never flashes a redirect. '/' then says why (SignInNeededNotice), and the page is
 * remembered for after the sign-in. Convenience only: the server checks every call.
 */
export function RequireUser() {
  const user = useSessionUser();
  const { restoring } = useSessionStatus();
  const { pathname, search } = useLocation();
  const anonymous = !restoring && !isSignedIn(user);
  const path = `${pathname}${search}`;
  useEffect(() => {
    if (anonymous) rememberReturnTo(path);
  }, [anonymous, path]);
  if (restoring) return <PageSpinner />;
  if (anonymous) {
    const state: SignInNeededState = { signInFor: path };
    return <Navigate to="/" replace state={state} />;
  }
  return <Outlet />;
}
