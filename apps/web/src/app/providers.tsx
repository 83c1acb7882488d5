import { TIMINGS } from '@servihogar/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { PageSpinner } from '../components/spinner.tsx';
import { usePersistLogin } from '../features/auth/use-persist-login.ts';
import { useUserInfo } from '../features/auth/use-user-info.ts';
import { ApiError } from '../lib/api-client.ts';
import { useToastsWanted } from '../lib/notify.ts';
import { SessionProvider } from '../lib/session.tsx';

// Client errors (4xx) will not change on a retry; network and server errors may.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && typeof error.status === 'number' && error.status < 500) return false;
  return failureCount < 2;
}

// The toaster's UI (and its CSS-in-JS) loads with the first toast (lib/notify.ts).
const AppToaster = lazy(() => import('./toasts.tsx').then((m) => ({ default: m.AppToaster })));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: TIMINGS.queryCacheKeepUnused, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}

/** True once `ms` have passed while `active` stayed true. */
function useTimedOut(active: boolean, ms: number): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setTimedOut(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return timedOut;
}

// Content waits for the session restore (product §4), but never longer than the rehydration
// time-out; guards keep waiting on `restoring` themselves, so nobody is redirected too early.
function Session({ children }: { children: ReactNode }) {
  const status = usePersistLogin();
  const timedOut = useTimedOut(status.restoring, TIMINGS.storeRehydrationTimeout);
  return (
    <SessionProvider user={useUserInfo()} status={status}>
      {status.restoring && !timedOut ? <PageSpinner label="Restaurando tu sesión..." /> : children}
    </SessionProvider>
  );
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  const toastsWanted = useToastsWanted();
  return (
    <QueryClientProvider client={client}>
      <Session>{children}</Session>
      {toastsWanted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
