import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DETAIL, PRO_ID } from '@/test/marketplace-api.ts';
import { fakeToken, mockApi, renderRoute, shellApi } from '@/test/render-route.tsx';

const base = { ...shellApi, '/auth/getUsers': () => ({ users: [] }) };

describe('user guard (/dash)', () => {
  it('sends anonymous visitors to /', async () => {
    mockApi(base);
    const { router } = renderRoute('/dash/perfil');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says why on arrival, naming the professional of a shared profile link, and returns there after sign-in (issue 29)', async () => {
    const profile = `/dash/professionals/plomero/${PRO_ID}`;
    mockApi({
      ...base,
      [`/professionals/${PRO_ID}`]: () => DETAIL,
      '/auth': () => ({ accessToken: fakeToken(['Cliente']) }),
    });
    const { router } = renderRoute(profile);
    const notice = await screen.findByText(
      fillMessage(msg.session.signInToSeeProfile, { nombre: `${DETAIL.nombre} ${DETAIL.apellido}` }),
    );
    expect(router.state.location.pathname).toBe('/');
    const box = notice.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: msg.pages.signUp })).toHaveAttribute('href', '/signup');
    await userEvent.click(within(box).getByRole('link', { name: msg.pages.signIn }));
    await userEvent.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(profile), { timeout: 10_000 });
  });

  it('names the professional from the served page when the profile read is shed (issue 44 item 4)', async () => {
    const profile = `/dash/professionals/details/${PRO_ID}`;
    const tags = [
      ['og:url', `https://servihogar.example${profile}`],
      ['profile:first_name', 'Sofía'],
      ['profile:last_name', 'Díaz'],
    ].map(([property, content]) => {
      const meta = document.createElement('meta');
      meta.setAttribute('property', property!);
      meta.content = content!;
      return document.head.appendChild(meta);
    });
    mockApi({ ...base, [`/professionals/${PRO_ID}`]: () => new Response(null, { status: 503 }) });
    renderRoute(profile);
    expect(
      await screen.findByText(fillMessage(msg.session.signInToSeeProfile, { nombre: 'Sofía Díaz' })),
    ).toBeInTheDocument();
    for (const tag of tags) tag.remove();
  });

  it('has a general text for any other /dash page', async () => {
    mockApi(base);
    renderRoute('/dash/perfil');
    expect(await screen.findByText(msg.session.signInToSeePage)).toBeInTheDocument();
  });
});

describe('role guard', () => {
  it('sends a client to /restricted, remembering where they came from', async () => {
    mockApi(base);
    const { router } = renderRoute('/dash/usersRegistered', { roles: ['Cliente'] });
    expect(await screen.findByRole('heading', { name: msg.pages.restricted })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/restricted');
    expect(router.state.location.state).toEqual({ from: '/dash/usersRegistered' });
  });

  it('lets an admin in', async () => {
    mockApi(base);
    renderRoute('/dash/usersRegistered', { roles: ['Admin'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Usuarios registrados' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/dash/perfil', ['Prestador']],
    ['/dash/miPerfil', ['Cliente']],
    ['/dash/redactorsSignUp', ['Redactor']],
    ['/dash/redactorsLogin', ['Cliente']],
    ['/dash/redactorsLogin/categorias', ['Prestador']],
    ['/dash/licenseTypes', ['Admin']],
  ] as const)('%s is restricted for %j', async (path, roles) => {
    mockApi(base);
    const { router } = renderRoute(path, { roles: [...roles] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/restricted'));
  });
});

describe('persistent login (product §4)', () => {
  it('restores the session before guarding, so a reload never bounces', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    localStorage.setItem('user', 'true');
    const fetchMock = mockApi({
      ...base,
      '/auth/refresh': () => gate.then(() => Response.json({ accessToken: fakeToken(['Admin']) })),
    });
    const { router } = renderRoute('/dash/usersRegistered');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Restaurando tu sesión...'));
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Usuarios registrados' }),
    ).toBeInTheDocument();
    expect(router.visited.filter((p) => p !== '/dash/usersRegistered')).toEqual([]);
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/auth/refresh')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Principal' })).toHaveTextContent('Cerrar Sesión');
  });

  it('ends silently as anonymous when there was no session', async () => {
    mockApi(base);
    const { router } = renderRoute('/dash/perfil');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('Tenés que iniciar sesión.')).not.toBeInTheDocument();
  });

  it('shows the server message with a link to /login when a known session could not be restored', async () => {
    localStorage.setItem('user', 'true');
    mockApi({
      ...base,
      '/auth/refresh': () =>
        Response.json(
          { code: 'TOKEN_EXPIRED', message: 'Tu sesión no es válida o expiró.' },
          { status: 403 },
        ),
    });
    renderRoute('/politicas');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tu sesión no es válida o expiró.');
    expect(screen.getByRole('link', { name: msg.session.loginAgain })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it.each([
    ['this browser never signed in (no refresh cookie can exist)', null],
    ['persist is off', 'false'],
  ])('does not call refresh when %s', async (_when, persist) => {
    if (persist !== null) localStorage.setItem('persist', persist);
    const fetchMock = mockApi(base);
    renderRoute('/politicas');
    await screen.findByRole('heading', { level: 1, name: msg.pages.privacy });
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/auth/refresh')).toBe(false);
  });
});

describe('sign-out (product §4)', () => {
  it('calls logout, goes to / and says so', async () => {
    const fetchMock = mockApi({ ...base, '/auth/logout': () => new Response(null, { status: 204 }) });
    const { router } = renderRoute('/dash/usersRegistered', { roles: ['Admin'] });
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    await userEvent.click(within(nav).getByRole('button', { name: msg.pages.signOut }));
    expect(await screen.findByText(msg.toast.loggedOut)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/auth/logout' && init?.method === 'POST'),
    ).toBe(true);
    expect(within(nav).getByRole('link', { name: msg.pages.signIn })).toBeInTheDocument();
  });
});
