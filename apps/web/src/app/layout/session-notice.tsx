import * as msg from '@servihogar/shared/messages';
import { Link, useLocation } from 'react-router';
import { isSignedIn, useSessionStatus, useSessionUser } from '@/lib/session.tsx';

/**
 * Spec §4 'Persistence': a failed session restore shows the server message with a link to /login;
 * when no answer came, 'Reintentar' loads the page again, which restores the session it still holds.
 */
export function SessionNotice() {
  const { restoreError, restoreRetryable } = useSessionStatus();
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const link = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline';
  if (!restoreError || isSignedIn(user) || pathname === '/login') return null;
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center gap-x-3 rounded-lg bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300"
    >
      <p className="font-medium">{restoreError}</p>
      <Link to="/login" className={link}>
        {msg.session.loginAgain}
      </Link>
      {restoreRetryable && (
        <Link to={{ pathname, search }} reloadDocument className={link}>
          Reintentar
        </Link>
      )}
    </div>
  );
}
