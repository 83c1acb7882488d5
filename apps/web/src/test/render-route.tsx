import type { Role } from '@servihogar/shared/constants';
import type { UserInfo } from '@servihogar/shared/user-info';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import { getToken, setToken } from '../features/auth/auth-store.ts';
import { connectTokenStore } from '../lib/api-client.ts';

export type Handler = (url: URL, init?: RequestInit) => unknown;

export function fakeToken(roles: Role[], claims: Partial<UserInfo> = {}): string {
  const payload = {
    email: 'ana@example.com',
    roles,
    nombre: 'Ana',
    apellido: 'Pérez',
    numeroContacto: '3815551234',
    ...claims,
  };
  // UTF-8 first, as a real JWT carries it (btoa alone would mangle the accents).
  const utf8 = String.fromCharCode(...new TextEncoder().encode(JSON.stringify(payload)));
  const body = btoa(utf8).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `h.${body}.s`;
}

const noSession = () =>
  Response.json({ code: 'UNAUTHENTICATED', message: 'Tenés que iniciar sesión.' }, { status: 401 });

/**
 * Answers API calls by path; unknown paths get 404 in the error model. Without a handler of its
 * own, GET /auth/refresh answers "no session", as for a visitor who never signed in.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = { '/auth/refresh': noSession, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = all[url.pathname];
    if (!handler)
      return Response.json({ code: 'NOT_FOUND', message: 'Recurso no encontrado.' }, { status: 404 });
    const result = await handler(url, init);
    return result instanceof Response ? result : Response.json(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A call that never reaches the server, as fetch fails when the network is down. */
export const networkDown: Handler = () => {
  throw new TypeError('Failed to fetch');
};

/** What the layout asks on every page (the categories of the menu, the ad slots): nothing. */
export const shellApi: Record<string, Handler> = {
  '/categories': () => [],
  '/api/advertisement': () => [],
  '/api/advertisements': () => [],
  // The bell of signed-in people (issue 42).
  '/notifications/unread-count': () => ({ unread: 0 }),
};

/**
 * A page as the app shows it: the API answers the shell's calls (nothing) and `api`, then the route
 * renders for `roles` (none: a visitor). Returns the fetch mock with what renderRoute returns.
 */
export function renderPage(path: string, { roles = [] as Role[], api = {} as Record<string, Handler> } = {}) {
  const fetchMock = mockApi({ ...shellApi, ...api });
  return { fetchMock, ...renderRoute(path, { roles }) };
}

export function renderRoute(path: string, { roles = [] as Role[] } = {}) {
  // As main.tsx does: the API client reads and renews the token of the auth store.
  connectTokenStore({ get: getToken, set: setToken });
  setToken(roles.length > 0 ? fakeToken(roles) : null);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  // What tests read of the router: where it is now, and every path it has shown.
  const router = { state: { location: undefined as unknown as Location }, visited: [] as string[] };
  function LocationProbe() {
    const location = useLocation();
    router.state.location = location;
    useEffect(() => {
      router.visited.push(location.pathname);
    }, [location]);
    return null;
  }
  const view = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <LocationProbe />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, client };
}
