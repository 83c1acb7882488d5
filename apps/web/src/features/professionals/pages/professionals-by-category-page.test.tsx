import * as msg from '@servihogar/shared/messages';
import type { PublicProfessional } from '@servihogar/shared/professionals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { publicProfessional } from '@/test/marketplace-api.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

const professional = publicProfessional;

function setup(pages: PublicProfessional[][] | 'error') {
  return mockApi({
    '/categories': () => [],
    '/api/advertisement': () => [],
    '/api/advertisements': () => [],
    '/professionals': (url) => {
      if (pages === 'error') return Response.json({ code: 'INTERNAL', message: 'Falló' }, { status: 500 });
      const page = Number(url.searchParams.get('cursor') ?? 0);
      return {
        professionals: pages[page] ?? [],
        next: page + 1 < pages.length ? String(page + 1) : null,
        total: pages.flat().length,
      };
    },
  });
}

/** The listing keeps only `kept` when the filter `param` is 'true', else `kept` and `other`. */
const filteredApi = (param: string, kept: PublicProfessional, other: PublicProfessional) =>
  mockApi({
    '/categories': () => [],
    '/api/advertisement': () => [],
    '/api/advertisements': () => [],
    '/professionals': (url) => ({
      professionals: url.searchParams.get(param) === 'true' ? [kept] : [kept, other],
    }),
  });

describe('ProfessionalsByCategoryPage', () => {
  it('shows the category title and the cards', async () => {
    const fetchMock = setup([[professional(1, { calificacion: 4.3 }), professional(2)]]);
    renderRoute('/dash/professionals/plomero', { roles: ['Cliente'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plomero' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Nombre1 Gómez/ });
    expect(link).toHaveAttribute('href', `/dash/professionals/plomero/${professional(1)._id}`);
    expect(link).toHaveTextContent('Disponible desde 15 de marzo de 2026');
    expect(screen.getByRole('img', { name: '4,5 de 5 estrellas' })).toBeInTheDocument();
    expect(screen.getByText(msg.pages.noRating)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    const url = new URL(
      String(fetchMock.mock.calls.find((c) => String(c[0]).startsWith('/professionals'))?.[0]),
      'http://x',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({ servicio: 'plomero', sort: 'todos', limit: '20' });
    expect(screen.getByText('2 profesionales')).toBeInTheDocument();
  });

  it('loads the next page with "Ver más" when a page came back full', async () => {
    const first = Array.from({ length: 20 }, (_, i) => professional(i));
    setup([first, [professional(99)]]);
    renderRoute('/dash/professionals/plomero', { roles: ['Cliente'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver más' }));
    expect(await screen.findByRole('link', { name: /Nombre99/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(21);
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('asks the server for the chosen sort', async () => {
    const fetchMock = setup([[]]);
    renderRoute('/dash/professionals/plomero', { roles: ['Cliente'] });
    await screen.findByText('Todavía no hay profesionales en esta categoría.');
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), 'Mejor calificación');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('sort=mejorCalificacion'))).toBe(true),
    );
  });

  it('shows an error with a retry button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup('error');
    renderRoute('/dash/professionals/plomero', { roles: ['Cliente'] });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Falló'));
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("'Solo verificados' asks the server to filter, and the cards show the badges", async () => {
    const verified = professional(7, { identidadVerificada: true, matriculado: true });
    const fetchMock = filteredApi('verificados', verified, professional(8));
    renderRoute('/dash/professionals/gasista', { roles: ['Cliente'] });
    expect(await screen.findByRole('link', { name: /Nombre8/ })).toBeInTheDocument();
    const card = screen.getByRole('link', { name: /Nombre7/ });
    expect(card).toHaveTextContent(msg.verification.identityBadge);
    expect(card).toHaveTextContent(msg.verification.licenseBadge);
    expect(screen.getByRole('link', { name: /Nombre8/ })).not.toHaveTextContent(
      msg.verification.identityBadge,
    );

    await userEvent.click(screen.getByRole('checkbox', { name: msg.verification.onlyVerified }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Nombre8/ })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('verificados=true'))).toBe(true);
    expect(screen.getByRole('checkbox', { name: msg.verification.onlyVerified })).toBeChecked();
  });

  it("'Trabajo registrado' filters the régimen's categories through the URL, and is not offered elsewhere", async () => {
    const fetchMock = filteredApi(
      'trabajoRegistrado',
      professional(5, { trabajoRegistrado: true }),
      professional(6),
    );
    renderRoute('/dash/professionals/ninera', { roles: ['Cliente'] });
    expect(await screen.findByRole('link', { name: /Nombre6/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: msg.payScales.registeredWork }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Nombre6/ })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('trabajoRegistrado=true'))).toBe(true);
    expect(screen.getByRole('checkbox', { name: msg.payScales.registeredWork })).toBeChecked();
  });

  it("does not offer 'Trabajo registrado' outside the régimen de casas particulares", async () => {
    setup([[professional(1)]]);
    renderRoute('/dash/professionals/plomero', { roles: ['Cliente'] });
    await screen.findByRole('link', { name: /Nombre1/ });
    expect(screen.queryByRole('checkbox', { name: msg.payScales.registeredWork })).not.toBeInTheDocument();
  });
});
