import { EMPTY_USER_INFO } from '@servihogar/shared/user-info';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { SessionProvider } from './lib/session.tsx';

/**
 * The first render of '/' for a visitor with no session, as HTML (run at build time by
 * prerender-home.ts): the same routes, layout and page as the app, with no data fetched yet.
 */
export function renderAnonymousHome(): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider user={EMPTY_USER_INFO}>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}
