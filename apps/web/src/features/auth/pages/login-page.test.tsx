import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, mockApi, networkDown, renderPage, renderRoute, shellApi } from '@/test/render-route.tsx';

const error = (status: number, message = 'Error del servidor') =>
  Response.json({ code: 'X', message }, { status });

async function fillAndSubmit(email = 'ana@example.com', password = 'secreta') {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('/login', () => {
  it('has an e-mail input and the links of product §2', async () => {
    renderPage('/login');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email'));
    const main = screen.getByRole('main');
    const hrefs = within(main)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/login/missPassword', '/signup', '/signin', '/signinRedactor']),
    );
  });

  it('requires both fields before calling the server', async () => {
    const { fetchMock } = renderPage('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar' }));
    // Each field says what it misses, not one sentence about both repeated under each.
    expect(await screen.findByText(msg.login.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(msg.login.passwordRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/auth')).toBe(false);
  });

  it.each([
    [error(400), msg.login.status400],
    [error(401), msg.login.status401],
    [error(403, msg.api.accountBanned), msg.api.accountBanned],
    [error(429, msg.api.rateLimited), msg.api.rateLimited],
  ])('shows the §8 message, focused, and clears it on input change', async (response, text) => {
    renderPage('/login', { api: { '/auth': () => response.clone() } });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveFocus();
    expect(alert).toHaveAttribute('tabindex', '-1');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it('points to the other doors beside a 401, and only then (issue 29)', async () => {
    renderPage('/login', { api: { '/auth': () => error(401) } });
    await fillAndSubmit();
    const help = (await screen.findByText(msg.login.otherDoors, { exact: false })).closest('p')!;
    expect(within(help).getByRole('link', { name: msg.login.professionalDoor })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(within(help).getByRole('link', { name: msg.login.redactorDoor })).toHaveAttribute(
      'href',
      '/signinRedactor',
    );
    await userEvent.type(screen.getByLabelText('Contraseña'), 'x');
    expect(screen.queryByText(msg.login.otherDoors, { exact: false })).not.toBeInTheDocument();
  });

  it('says the server did not answer on a network failure', async () => {
    mockApi({ ...shellApi, '/auth': networkDown });
    renderRoute('/login');
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.login.noResponse));
  });

  it('signs in: token, persist, welcome toast, then / after 1 s', async () => {
    const fetchMock = mockApi({ ...shellApi, '/auth': () => ({ accessToken: fakeToken(['Cliente']) }) });
    localStorage.setItem('persist', 'false');
    const { router } = renderRoute('/login');
    await fillAndSubmit();
    expect(await screen.findByText(msg.toast.welcome)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('persist')).toBe('true');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/auth');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'ana@example.com', password: 'secreta' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('navigation', { name: 'Principal' })).toHaveTextContent('Cerrar Sesión');
  });

  it('sends someone already signed in to /', async () => {
    const { router } = renderPage('/login', { roles: ['Cliente'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('/signin', () => {
  it('uses the professional door and its links', async () => {
    const { fetchMock } = renderPage('/signin', {
      api: { '/auth/loginProfessional': () => ({ accessToken: fakeToken(['Prestador']) }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Ingreso de Prestadores' });
    const hrefs = within(screen.getByRole('main'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/signin/missPasswordPrest', '/workWithUs', '/login', '/signinRedactor']),
    );
    await fillAndSubmit();
    expect(await screen.findByText(msg.toast.welcome)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/auth/loginProfessional')).toBe(true);
  });
});
