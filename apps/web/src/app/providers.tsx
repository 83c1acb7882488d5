import { TIMINGS } from '@servihogar/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useUserInfo } from '../features/auth/use-user-info.ts';
import { ApiError } from '../lib/api-client.ts';
import { SessionProvider } from '../lib/session.tsx';
import { AppToaster } from './toasts.tsx';

// Client errors (4xx) will not change on a retry; network and server errors may.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && typeof error.status === 'number' && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: TIMINGS.queryCacheKeepUnused, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}

function Session({ children }: { children: ReactNode }) {
  return <SessionProvider user={useUserInfo()}>{children}</SessionProvider>;
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <Session>{children}</Session>
      <AppToaster />
    </QueryClientProvider>
  );
}
