import type { Role } from '@servihogar/shared/constants';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { appRoutes } from '../app/router.tsx';
import { setToken } from '../features/auth/auth-store.ts';

type Handler = (url: URL, init?: RequestInit) => unknown;

export function fakeToken(roles: Role[]): string {
  const payload = {
    email: 'ana@example.com',
    roles,
    nombre: 'Ana',
    apellido: 'Pérez',
    numeroContacto: '3815551234',
  };
  const body = btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `h.${body}.s`;
}

const noSession = () =>
  Response.json({ code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión.' }, { status: 401 });

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

export function renderRoute(path: string, { roles = [] as Role[] } = {}) {
  setToken(roles.length > 0 ? fakeToken(roles) : null);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
