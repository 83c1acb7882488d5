import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

beforeEach(() => {
  mockApi({
    '/categories': () => [
      { type: 'Plomero', slug: 'plomero', description: null, img: null },
      { type: 'Jardinero', slug: 'jardinero', description: null, img: null },
      { type: 'Otros', slug: 'otros', description: null, img: null },
    ],
    '/api/advertisement': () => [],
    '/api/advertisements': () => [],
    '/professionals': () => ({ professionals: [] }),
  });
});

describe('HomePage', () => {
  it('lists the server categories (not Otros) in the #categorias section', async () => {
    renderRoute('/');
    const section = await screen.findByRole('region', { name: '¿Qué servicio necesitás?' });
    expect(section).toHaveAttribute('id', 'categorias');
    await waitFor(() =>
      expect(within(section).getByRole('link', { name: 'Jardinero' })).toHaveAttribute(
        'href',
        '/dash/professionals/jardinero',
      ),
    );
    expect(within(section).queryByRole('link', { name: 'Otros' })).not.toBeInTheDocument();
    expect(within(section).getByText(msg.pages.swipeHint)).toBeInTheDocument();
  });

  it('asks anonymous visitors to sign up or log in instead of opening a category', async () => {
    const { router } = renderRoute('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Plomero' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(msg.category.signInPrompt);
    expect(within(dialog).getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/signup');
    expect(within(dialog).getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the category for signed-in users', async () => {
    const { router } = renderRoute('/', { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('link', { name: 'Plomero' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/professionals/plomero'));
  });

  it('routes "Quiero ser parte" by role', async () => {
    const { router } = renderRoute('/', { roles: ['Prestador'] });
    await userEvent.click(await screen.findByRole('button', { name: msg.pages.joinUs }));
    expect(await screen.findByText(msg.pages.alreadyProvider)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends anonymous visitors from "Quiero ser parte" to /workWithUs', async () => {
    const { router } = renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: msg.pages.joinUs }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workWithUs'));
  });

  it("opens the public complaints feed from 'Entrar' without a session (issue 48; posting asks for it)", async () => {
    const { router } = renderRoute('/');
    await userEvent.click(await screen.findByRole('link', { name: msg.pages.enter }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consumerComplaints'));
    expect(screen.queryByText(msg.pages.complaintsLoginRequired)).not.toBeInTheDocument();
  });
});
